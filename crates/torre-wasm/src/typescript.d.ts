
// ---------------------------------------------------------------------------------------------
// Types of the Torre API (hand-written; appended to the generated declarations by wasm-bindgen).
// The Tournament object is torre-core's model as serde writes it: snake_case field names,
// enums as strings or one-key objects, points in TENTHS (4.5 points = 45).
// The API's own inputs and outputs (options, pairings, standings) use camelCase and
// points as plain numbers (4.5).
// ---------------------------------------------------------------------------------------------

/** Points in tenths of a point: 10 = 1 point, 5 = a half. */
export type Tenths = number;
/** Pairing number (TRF starting rank), 1-based. */
export type PlayerId = number;

export type Colour = "White" | "Black";
export type GameResult =
  | "Pending" | "Adjourned" | "Win" | "Draw" | "Loss" | "ForfeitWin" | "ForfeitLoss"
  | "UnratedWin" | "UnratedDraw" | "UnratedLoss";
export type ByeKind = "PairingAllocated" | "Half" | "Full" | "Zero" | "ForfeitWin" | "ForfeitLoss";
/** What a player did in one round. */
export type RoundEntry =
  | "NotPaired"
  | { Bye: ByeKind }
  | { Game: { opponent: PlayerId; colour: Colour | null; result: GameResult } };

export interface PointSystem {
  win: Tenths; draw: Tenths; loss: Tenths;
  forfeit_win: Tenths; forfeit_loss: Tenths;
  pairing_allocated_bye: Tenths; half_bye: Tenths; full_bye: Tenths; zero_bye: Tenths;
  /** Points of an adjourned game ("Adjourned", TRF `?`) until its result is known (162 X); absent: a draw's. */
  unknown?: Tenths;
}

export interface Player {
  id: PlayerId;
  name: string;
  /** "m", "w" or null. */
  sex: string | null;
  title: string;
  rating: number | null;
  federation: string;
  fide_id: string;
  birth: string;
  /** Points column as read from a TRF (never trusted: scores come from `rounds`). */
  declared_points: Tenths | null;
  rank: number | null;
  /** Index 0 = round 1. */
  rounds: RoundEntry[];
  /** Acceleration (virtual) points per round, index 0 = round 1. */
  acceleration: Tenths[];
}

export interface TournamentInfo {
  name: string; city: string; federation: string;
  start_date: string; end_date: string;
  /** TRF 092, e.g. "FIDE_DUTCH_2025". */
  kind: string;
  chief_arbiter: string; deputy_arbiters: string[];
  time_control: string;
  round_dates: string[];
  /** Other TRF records kept verbatim: [code, rest of the line]. */
  other: [string, string][];
}

export interface Tournament {
  info: TournamentInfo;
  /** players[i].id === i + 1 */
  players: Player[];
  total_rounds: number | null;
  initial_colour: Colour | null;
  points: PointSystem;
  system: "Dutch" | "Dubov" | "Burstein" | "RoundRobin" | "DoubleRoundRobin";
  edition: "E2017" | "E2026";
  /** The Dubov text (C.04.4.1 2018, or applied from 1 Feb 2026). */
  dubov_edition?: "E2018" | "E2026";
  acceleration_method: "None" | "Baku";
  forbidden_pairs: [PlayerId, PlayerId][];
  /** TRF-2026 260 records for some rounds only: [a, b, first round, last round]. */
  forbidden_in_rounds?: [PlayerId, PlayerId, number, number][];
  tiebreaks: string[];
  comments: string[];
  /** Empty, except for a file read with `XXC rank`: the pairing number the file gives
   *  players[i] (players are then numbered by the order of their lines). */
  file_ids: PlayerId[];
}

export interface ParseOptions {
  /** A points column that disagrees with the results is an error instead of a warning. */
  strict?: boolean;
}

export interface Warning {
  message: string;
  line: number | null;
  /** [first, last], 1-based character columns. */
  columns: [number, number] | null;
  player: number | null;
}

export interface ParseReport {
  tournament: Tournament;
  warnings: Warning[];
}

export interface PairOptions {
  /** Default: the tournament's `system`. */
  system?: "dutch" | "dubov" | "burstein" | "roundrobin" | "doubleroundrobin";
  /** Baku acceleration (C.04.5.1). Default: the tournament's `acceleration_method`. */
  acceleration?: "none" | "baku";
  /** The system's rules edition: Dutch 2017 | 2026, Dubov 2018 | 2026. Default: what the TRF header declares (192, 092, dates), else the tournament's `edition` / `dubov_edition`. */
  edition?: 2017 | 2018 | 2026 | "2017" | "2018" | "2026";
}

export interface CheckOptions extends PairOptions {}

export interface Board {
  /** 1-based, publication order (C.04.2.E). */
  board: number;
  white: PlayerId;
  black: PlayerId;
}

export interface RoundPairing {
  round: number;
  boards: Board[];
  /** The player with the pairing-allocated bye. */
  bye: PlayerId | null;
}

export interface RoundCheck {
  round: number;
  /** Same pairs, colours and bye as the tournament shows (board order ignored). */
  matches: boolean;
  expected: RoundPairing;
  produced: RoundPairing | null;
  error: { code: ErrorCode; message: string } | null;
}

export interface CheckReport {
  rounds: RoundCheck[];
  checked: number;
  differing: number;
}

export interface StandingsOptions {
  /** "BH/C1,BH,SB", ["BH/C1","BH","SB"] or a preset ("swiss", "swiss-rated", "round-robin").
   *  Default: the tournament's `tiebreaks`, else "swiss". */
  tiebreaks?: string | string[];
  /** Default: the last round paired. */
  afterRound?: number;
  /** C.07 edition: 2023, 2024 (August 2024) or 2026 (March 2026). Default: the edition in
   *  force on the tournament's start date (042), the latest (2026) without one. */
  edition?: 2023 | 2024 | 2026 | "2023" | "2024" | "2026";
  /** "text" (default) or "tieBreakServer" (FIDE TieBreakServer's reading). */
  reading?: "text" | "tieBreakServer";
  /** Rating for unrated players in ARO/TPR/...; default: their games are skipped. */
  unratedRating?: number;
  /** Round robin: forfeits count as played games, no Buchholz dummy rounds, no BH in the list.
   *  Default: true when the tournament is one (its `system`, from 192 FIDE_ROUNDROBIN, or a 092 naming one), as `torre standings`. */
  roundRobin?: boolean;
}

export interface StandingRow {
  rank: number;
  /** The rank is shared (tied on points and every tie-break). */
  shared: boolean;
  player: PlayerId;
  name: string;
  title: string;
  rating: number | null;
  federation: string;
  /** Points, e.g. 4.5. */
  points: number;
  /** One value per tie-break, in `Standings.tiebreaks` order; null where undefined
   *  (a column dropped by C.07 2026 Art. 10, an average over no game). */
  values: (number | null)[];
  /** The values printed with the usual decimals ("14.5", "40.25"); "" where undefined. */
  display: string[];
}

export interface Standings {
  afterRound: number;
  /** The C.07 edition used. */
  edition: "2023" | "2024" | "2026";
  /** "options" when given, else why (the start date rule). */
  editionReason: string;
  /** `dropped`: why the whole column is empty (C.07 2026 Art. 10), else null. */
  tiebreaks: { code: string; name: string; dropped: string | null }[];
  /** Sorted by rank, then pairing number. */
  rows: StandingRow[];
}

/** `{round}`: how that round is paired, step by step (`system`, `acceleration` and `edition`
 *  as for pair: Dutch 2017 | 2026, Dubov 2018 | 2026; a round already in the tournament is explained from the
 *  tournament as it stood before it) -> PairingExplanation.
 *  `{player}`: how each tie-break of that player was computed (other fields as for standings). */
export interface ExplainOptions {
  round?: number;
  player?: PlayerId;
  system?: "dutch" | "dubov" | "burstein" | "roundrobin" | "doubleroundrobin";
  acceleration?: "none" | "baku";
  tiebreaks?: string | string[];
  afterRound?: number;
  edition?: 2017 | 2018 | 2023 | 2024 | 2026 | "2017" | "2018" | "2023" | "2024" | "2026";
  reading?: "text" | "tieBreakServer";
  unratedRating?: number;
  roundRobin?: boolean;
}

export interface ExplainPart {
  round: number;
  /** Whose data was used; null for the player's own unplayed round. */
  opponent: PlayerId | null;
  note: string;
  value: number;
  /** Voluntarily unplayed round (cut first). */
  vur: boolean;
  /** Why a modifier removed this value. */
  cut: string | null;
}

export interface ExplainItem {
  code: string;
  name: string;
  /** null when undefined. */
  value: number | null;
  display: string;
  /** Why the value is undefined, else null. */
  undefined: string | null;
  detail: string;
  parts: ExplainPart[];
}

export interface Explanation {
  kind: "tiebreaks";
  player: PlayerId;
  name: string;
  afterRound: number;
  /** The C.07 edition used; the notes cite its articles. */
  edition: "2023" | "2024" | "2026";
  editionReason: string;
  rank: number;
  points: number;
  items: ExplainItem[];
  /** The same, as readable text. */
  text: string;
}

// ---- pairing explanations (explain {round}); field names as torre-core writes them (snake_case),
// ---- scores as decimals (1.5), BSN = 1-based in-bracket sequence number (C.04.3 D).

export interface PairingExplanation {
  kind: "pairing";
  round: number;
  system: "dutch" | "dubov" | "burstein" | "roundrobin" | "doubleroundrobin";
  /** The engine's pairing of the round (the trace never disagrees with it). */
  pairing: RoundPairing;
  /** Also present for a Burstein seeding round (C.04.4.2 Art. 1.6: paired by the Dutch rules). */
  dutch: DutchTrace | null;
  dubov: DubovTrace | null;
  /** Burstein rounds after the seeding rounds. */
  burstein?: BursteinTrace;
  /** Round robins: the Berger table row (C.05 Annex 1). */
  roundrobin?: RoundRobinTrace;
  /** The same, as readable text (`torre --explain`). */
  text: string;
}

export interface TracePlayer {
  id: PlayerId;
  score: number;
  /** Played-game colours, oldest first: "WBW". */
  colours: string;
  /** A.6: "W" absolute, "Ww" strong, "w" mild (B alike), "" none. */
  preference: string;
  strength: "absolute" | "strong" | "mild" | "none";
  float_prev: "up" | "down" | "";
  float_prev2: "up" | "down" | "";
  can_bye: boolean;
  topscorer: boolean;
}

export interface DutchTrace {
  /** The C.04.3 text the round is paired under: its articles and criteria name the steps
   * (2017: A-E, C.1-C.19; 2026: Art. 1-5, [C1]-[C21]). */
  edition: "E2017" | "E2026";
  /** A.2 order. */
  players: TracePlayer[];
  not_paired: PlayerId[];
  /** In pairing order; a bracket whose completion test failed is followed by the "ppb" and "clb". */
  brackets: BracketTrace[];
  colours: ColourStep[];
  bye: PlayerId | null;
  /** Where the edition's text is ambiguous: the reading Torre follows, and why. */
  readings: string[];
}

export interface BracketTrace {
  kind: "regular" | "last" | "ppb" | "clb";
  score: number;
  mdps: PlayerId[];
  residents: PlayerId[];
  /** bsn[k] has BSN k+1 (MDPs first). */
  bsn: PlayerId[];
  m0: number;
  max_pairs: number;
  m1: number;
  /** B.2 original subgroups, as BSNs. */
  s1: number[];
  s2: number[];
  limbo: number[];
  /** "literal": every candidate in generation order; "summary": first candidates + the engine's choice. */
  method: "literal" | "summary";
  candidates: Candidate[];
  candidates_omitted: number;
  /** Best value of every criterion over all candidates (a candidate meeting all is perfect, B.4). */
  ideal: Failures;
  chosen: Candidate;
  reason: string;
  completion: CompletionTest | null;
  downfloaters: PlayerId[];
}

export interface Alteration {
  /** "B.3" | "D.1" | "D.2" | "D.3" ("B.8": a summary's engine candidate). */
  rule: string;
  description: string;
  s1: number[];
  s2: number[];
  limbo: number[];
  /** D.2/D.3: the BSNs moved out of the original S1 and those moved into it. */
  exchange?: [number[], number[]];
}

export interface Candidate {
  /** 1-based position in the generation order (0: not enumerated). */
  number: number;
  mdp_step: Alteration | null;
  step: Alteration;
  /** [S1 player, S2 player] */
  pairs: [PlayerId, PlayerId][];
  downfloaters: PlayerId[];
  failures: Failures | null;
  /** The absolute/completion criterion broken, e.g. "C.1: 3 and 6 have already played each other". */
  illegal: string | null;
  /** The same, as data (absent when legal). */
  breach?: Breach;
  fate: "illegal" | "duplicate" | "best_so_far" | "discarded" | "perfect" | "chosen_best" | "listed";
}

export interface Failures {
  /** C.5 pairs formed; C.6 PSD highest first; C.7 the following bracket's pairs and PSD. */
  pairs: number;
  psd: number[];
  next_pairs: number | null;
  next_psd: number[] | null;
  c8: number; c9: number; c10: number; c11: number;
  c12: number; c13: number; c14: number; c15: number;
  c16: number; c17: number; c18: number; c19: number;
  /** A round paired under the 2026 text: its criteria that 2017 does not have or judges
   * otherwise. Then `pairs` is [C6], c8-c15 are [C10]-[C17], and psd, next_*, c16-c19 stay empty. */
  c2026?: Criteria2026;
}

/** The 2026 criteria (C.04.3 2026 Art. 2.3-2.4) of a candidate, as the 2026 engine weighs them. */
export interface Criteria2026 {
  /** [C5]: the PAB assignee's score, in the bracket that gives the PAB. */
  pab_score: number | null;
  /** [C7]: the downfloaters' scores, highest first. */
  downfloaters: number[];
  /** [C8]: the following bracket's pairs and its downfloaters' scores. */
  next: [number, number[]] | null;
  /** [C9]: the PAB assignee's unplayed games, where it applies. */
  unplayed: number | null;
  /** [C18]-[C21]: score differences, each list highest first. */
  sds: [number[], number[], number[], number[]];
}

export interface CompletionTest {
  rest: PlayerId[];
  passed: boolean;
  proof: [PlayerId, PlayerId][];
  proof_bye: PlayerId | null;
}

/** Why a candidate, set or transposition breaks an absolute criterion (C.1-C.4). */
export type Breach =
  | { kind: "met" | "forbidden"; a: PlayerId; b: PlayerId }
  | { kind: "same_colour"; a: PlayerId; b: PlayerId; colour: "White" | "Black" | null }
  | { kind: "bye_not_allowed"; player: PlayerId }
  | { kind: "unpaired"; count: number }
  | { kind: "completion" | "no_bracket_pairing" }
  | { kind: "no_pairing_after"; a: PlayerId; b: PlayerId };

export interface ColourStep {
  white: PlayerId;
  black: PlayerId;
  /** The article that decided: "E.1".."E.5" (Dutch, both editions), "E.0".."E.4" (Dubov 2018), "Art. 5.2.1".."Art. 5.2.5" (Dubov 2026). */
  rule: string;
  reason: string;
  /** The reason as data. */
  basis: "neither_played" | "both_granted" | "stronger_granted" | "alternated" | "higher_preference" | "initial_colour" | "unknown";
  /** The higher-ranked player of the pair. */
  higher: PlayerId;
}

export interface DubovTrace {
  /** The Dubov edition the round was paired by (its articles are the ones cited). */
  edition: "E2018" | "E2026";
  players: TracePlayer[];
  not_paired: PlayerId[];
  bye: PlayerId | null;
  bye_reason: string;
  brackets: DubovBracket[];
  colours: ColourStep[];
}

export interface DubovBracket {
  score: number;
  residents: PlayerId[];
  upfloaters: PlayerId[];
  upfloater_sets_tried: PlayerId[][];
  /** G1 (white seekers) and G2 (B.3). */
  s1: PlayerId[];
  s2: PlayerId[];
  shifters: PlayerId[];
  pairs: [PlayerId, PlayerId][];
  check: string;
  /** The same, as data. */
  literal: "same" | "differs" | "too_large" | "sets_differ" | "not_reproduced" | "unknown";
  /** B.2: the upfloater sets in D.1 order up to the chosen one, with C.5–C.10. */
  sets: DubovSetTrial[];
  sets_omitted: number;
  /** B.4: shifter steps (D.2 pool order). */
  shifter_steps: DubovShifterStep[];
  /** B.5: S1 by ascending ARO, with the AROs; the new G2 by initial ranking (D.3). */
  s1_sorted: PlayerId[];
  s1_aro: number[];
  g2_sorted: PlayerId[];
  /** B.6, D.3: rejected transposition groups, then the chosen one. */
  transpositions: DubovTranspositionTrial[];
  transpositions_omitted: number;
  /** C.5–C.10 of the bracket's pairing. */
  failures: DubovFailures | null;
}

export interface DubovFailures {
  c5: number;
  /** Upfloaters' scores, lowest first. */
  c6: number[];
  c7: number;
  c8: number;
  c9: number;
  c10: number;
}

export interface DubovSetTrial {
  number: number;
  upfloaters: PlayerId[];
  scores: number[];
  failures: DubovFailures | null;
  illegal: string | null;
  breach?: Breach;
  fate: "illegal" | "best_so_far" | "discarded" | "chosen_best";
}

export interface DubovShifterStep {
  /** "B.4 (1)" or "B.4 (2)" (Dubov 2018), "Art. 3.2.4 (1)" or "Art. 3.2.4 (2)" (Dubov 2026). */
  rule: string;
  from_g1: boolean;
  pool: PlayerId[];
  needed: number;
  shifted: PlayerId[];
  rejected: PlayerId[];
}

export interface DubovTranspositionTrial {
  number: number;
  count: number;
  t2: PlayerId[];
  pairs: [PlayerId, PlayerId][];
  illegal: string | null;
  breach?: Breach;
  fate: "illegal" | "perfect";
}

/** The `code` of every error the package throws. */
export type ErrorCode =
  | "TRF_INVALID" | "INVALID_TOURNAMENT" | "INVALID_OPTIONS" | "INVALID_ARGUMENT"
  | "ROUND_OUT_OF_RANGE" | "NO_VALID_PAIRING" | "CANNOT_PAIR" | "TOO_LARGE"
  | "UNSUPPORTED" | "INTERNAL";

/** What every function throws: an Error with a stable code and, for bad input, where. */
export interface TorreError extends Error {
  name: "TorreError";
  code: ErrorCode;
  /** TRF line, 1-based. */
  line: number | null;
  /** TRF columns [first, last], 1-based characters. */
  columns: [number, number] | null;
  /** Pairing number of the player concerned. */
  player: number | null;
  /** Path of the bad field in an object argument, e.g. "players[3].rounds[1]" or "tiebreaks". */
  path: string | null;
}

/** C.04.4.2 (2026): players in the ranking order of 1.8, brackets in BSN order, colour rules. */
export interface BursteinTrace {
  players: { id: PlayerId; score: number; buchholz: number; sonneborn_berger: number; rank: number; preference: string; can_bye: boolean; colours: string }[];
  bye: PlayerId | null;
  bye_reason: string;
  /** `bsn[k]` has BSN k+1; pairs as [lower BSN, higher BSN]; `order` (brackets of up to 8
   * players, 8 in the following one, that pair someone): the pairing's place in the order of 4.3 among those
   * [C1]-[C4] allow, the first of them and the criterion ("C5".."C8") it is worse on (null:
   * it is the one chosen). */
  brackets: { bsn: PlayerId[]; pairs: [PlayerId, PlayerId][]; floaters: PlayerId[]; order?: BursteinOrder }[];
  /** `article` "5.2.1".."5.2.5", what it does (`reason`, and as `basis`), and the higher ranked of the two (1.8). */
  colours: { white: PlayerId; black: PlayerId; article: string; higher: PlayerId; reason: string; basis: ColourStep["basis"] }[];
}

/** Where a Burstein bracket's pairing stands in the order of Art. 4.3 (3.2.2). */
export interface BursteinOrder {
  place: number;
  first_pairs: [PlayerId, PlayerId][];
  first_floaters: PlayerId[];
  worse_on: string | null;
}

/** Which Berger table row gave a round-robin round (C.05 Annex 1). */
export interface RoundRobinTrace {
  table: number;
  cycle: number;
  row: number;
  reversed: boolean;
  /** `note` is empty for a game, else why it is not played (the bye number, an absence). */
  boards: { board: number; white: number; black: number; note: string }[];
}
