// What every resource module needs to make a call: the transport and the brand the app runs as
// (the API host cannot tell the brand from its own host name, so some calls name it).
import type { Transport } from '../transport.ts';

export interface ApiContext {
  transport: Transport;
  brandId: string;
}

/** Cache times shared by the resource modules. */
export const minute = 60 * 1000;
export const hour = 60 * minute;
export const day = 24 * hour;
