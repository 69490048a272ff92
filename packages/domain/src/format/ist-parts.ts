import { IST_OFFSET_MINUTES } from '../util/to-epoch-ms';

export interface IstParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Calendar fields of an instant in Asia/Kolkata, whatever zone the machine runs in. */
export function istParts(epochMs: number): IstParts {
  const shifted = new Date(epochMs + IST_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}
