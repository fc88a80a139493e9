import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL } from './config';

/** Management areas speak the simple-REST protocol against `{API}/{area}`. */
export const dataProvider = simpleRestProvider(API_URL);
