import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RenderInSlices } from '@/shared/RenderInSlices';

/** Notes each commit of what it shows. */
function Shown({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{children ?? name}</p>;
}

describe('RenderInSlices', () => {
  it('commits the fallback first, then the children in a later render, which replace it', () => {
    const log: string[] = [];
    render(
      <RenderInSlices fallback={<Shown name="fallback" log={log} />}>
        <Shown name="page" log={log} />
      </RenderInSlices>,
    );
    expect(log).toEqual(['fallback', 'page']);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('waits only on its first mount: new children show in the same render', () => {
    const log: string[] = [];
    const { rerender } = render(
      <RenderInSlices fallback={<Shown name="fallback" log={log} />}>
        <Shown name="page" log={log} />
      </RenderInSlices>,
    );
    rerender(
      <RenderInSlices fallback={<Shown name="fallback" log={log} />}>
        <Shown name="next page" log={log} />
      </RenderInSlices>,
    );
    expect(log).toEqual(['fallback', 'page', 'next page']);
    expect(screen.getByText('next page')).toBeInTheDocument();
  });
});
