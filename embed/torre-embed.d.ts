// Web components of torre-wasm (read-only publication). Importing the module defines
// <torre-pairings>, <torre-standings> and <torre-crosstable>.
import type { Tournament } from './torre_wasm.js';
import type * as Api from './torre_wasm.js';

/** The initialised API (init() done once per page). */
export function loadTorre(): Promise<typeof Api>;
/** Long form of a TRF title code ("g" -> "GM"). */
export function titleName(code: string): string;

/** Common base: `src`, inline `<script type="text/x-trf">`/`<script type="application/json">`,
 *  or the `tournament` property. Sets `data-state` to loading | ready | error and fires
 *  `torre-rendered` or `torre-error` (detail: the error, with `code`: one of the API's
 *  `ErrorCode`s, or "FETCH_FAILED" when `src` cannot be fetched, its message naming the URL and
 *  the HTTP status). */
export class TorreElement extends HTMLElement {
  tournament: Tournament | null;
  /** Fetch `src` again (one request for the components refreshed together) and render again. */
  refresh(): Promise<void>;
}
/** Attributes: src, round (number or "next"; default: last round), system (for "next": "dutch" |
 *  "dubov" | "burstein" | "roundrobin" | "doubleroundrobin"; default: the file's), caption. */
export class TorrePairings extends TorreElement {}
/** Attributes: src, tiebreaks ("BH/C1,BH,SB" or a preset), after-round, caption. */
export class TorreStandings extends TorreElement {}
/** Attributes: src, tiebreaks, after-round, order ("rank" | "start"), caption. */
export class TorreCrosstable extends TorreElement {}

declare global {
  interface HTMLElementTagNameMap {
    'torre-pairings': TorrePairings;
    'torre-standings': TorreStandings;
    'torre-crosstable': TorreCrosstable;
  }
}
