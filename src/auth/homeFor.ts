/** Where a user lands after sign-in, or when visiting a sign-in-only page while signed in (seed section 6). */
export function homeFor(role: string | undefined): string {
  if (role === 'admin') return '/';
  if (role === 'client') return '/access-control';
  return '/login';
}
