//! The step-by-step explanation of how a round is paired (issue 7): plain, serialisable data
//! following the rules' own procedure. `dutch` builds it for C.04.3 (brackets, S1/S2, the
//! candidates in D.1–D.3 order with their failure values, PPB/CLB, colours E.1–E.5),
//! `dubov` for C.04.4.1, `text` renders it as readable text. The final pairing of a trace is
//! always the engine's.
//!
//! Stability: these types are consumed by the app and the wasm API; fields may be added,
//! never renamed or removed. Player ids are pairing numbers; BSNs are 1-based in-bracket
//! sequence numbers (C.04.3 D); scores are points as decimals (1.5).

pub mod burstein;
pub mod dubov;
pub mod dutch;
pub mod roundrobin;
pub mod sentence;
pub mod text;

use crate::model::{PairingSystem, Tournament};
use crate::pairing::{PairError, PairOptions, RoundPairing};
use crate::absolute::Breach;
use crate::PlayerId;
use serde::{Deserialize, Serialize};

/// An explained round: the engine's pairing and the trace that leads to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Explanation {
    pub round: u32,
    /// "dutch" or "dubov".
    pub system: String,
    /// The engine's pairing (boards in publication order, C.04.2.E) and the PAB.
    pub pairing: RoundPairing,
    /// Present when `system` is "dutch".
    pub dutch: Option<DutchTrace>,
    /// Present when `system` is "dubov".
    pub dubov: Option<DubovTrace>,
    /// Present when `system` is "burstein" (a seeding round, Art. 1.6, has `dutch` instead).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub burstein: Option<BursteinTrace>,
    /// Present when `system` is "roundrobin" or "doubleroundrobin".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roundrobin: Option<RoundRobinTrace>,
    /// C.04.5.1 Baku acceleration (or the file's `XXA` lines): the virtual points added to
    /// each player's score for pairing this round, players with none left out. The scores of
    /// the trace are pairing scores (points plus these); the standings never count them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub virtual_points: Vec<(PlayerId, f64)>,
}

/// Which row of the Berger table (C.05 Annex 1) gave a round-robin round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundRobinTrace {
    /// Table size (the number of players, plus one bye number when odd).
    pub table: u32,
    /// 1 or 2 (double round robin).
    pub cycle: u32,
    /// The row (round) of the table used; the last two rows of a double round robin's first
    /// cycle are exchanged (Annex 1).
    pub row: u32,
    /// Colours reversed (second cycle).
    pub reversed: bool,
    /// The row's boards, in table order, with what became of each.
    pub boards: Vec<RoundRobinBoard>,
}

/// One board of a Berger table row (table numbers).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundRobinBoard {
    pub board: u32,
    pub white: u32,
    pub black: u32,
    /// Empty for a game; otherwise why it is not played (the bye number, an absence).
    pub note: String,
    /// One of the two numbers is the bye number of an odd table (the other player is free).
    #[serde(default)]
    pub bye: bool,
}

/// The Burstein trace of a round after the seeding rounds (C.04.4.2, 2026).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BursteinTrace {
    /// Participants in the ranking order of 1.8 (Index, then TPN).
    pub players: Vec<BursteinPlayer>,
    pub bye: Option<PlayerId>,
    pub bye_reason: String,
    /// Brackets from the top scoregroup down (1.9.2).
    pub brackets: Vec<BursteinBracket>,
    /// Colour allocation of every pair (5.2).
    pub colours: Vec<ColourRuleStep>,
}

/// A player as the Burstein rules see him.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BursteinPlayer {
    pub id: PlayerId,
    /// Pairing score (points plus acceleration virtual points).
    pub score: f64,
    /// 1.7.1.1 and 1.7.1.2 (real points only, unplayed rounds by 1.7.2).
    pub buchholz: f64,
    pub sonneborn_berger: f64,
    /// Place in the ranking order of 1.8 (1 = highest).
    pub rank: u32,
    /// 1.5: "W" absolute, "Ww" strong, "w" mild (black alike), "" none.
    pub preference: String,
    /// [C2]
    pub can_bye: bool,
    /// Played-game colours, oldest first: "wbw".
    #[serde(default)]
    pub colours: String,
}

/// One bracket: players in BSN order (4.1), the pairs chosen (3.2.2, 4.3) and the outgoing floaters.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BursteinBracket {
    /// `bsn[k]` has BSN k+1.
    pub bsn: Vec<PlayerId>,
    /// Pairs, the lower BSN first, in BSN order.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    pub floaters: Vec<PlayerId>,
    /// Where that pairing stands in the order of 4.3, for brackets the literal reading can
    /// weigh (at most 8 players, and 8 in the following bracket); None for larger ones and for
    /// a bracket that pairs nobody.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<BursteinOrder>,
}

/// The order of 4.3 in one bracket (3.2.2: the first pairing that best meets [C5]-[C8]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BursteinOrder {
    /// The chosen pairing's place among the pairings [C1]-[C4] allow (1 = the first).
    pub place: usize,
    /// The first of those pairings: its pairs (lower BSN first) and floaters.
    pub first_pairs: Vec<(PlayerId, PlayerId)>,
    pub first_floaters: Vec<PlayerId>,
    /// The first criterion on which it is worse than the chosen one ("C5".."C8"); None when
    /// it is the chosen one.
    pub worse_on: Option<String>,
}

/// Which article gave the colours of a pair.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColourRuleStep {
    pub white: PlayerId,
    pub black: PlayerId,
    pub article: String,
    /// The higher ranked of the two (Article 1.8), whom 5.2.1 and 5.2.5 name.
    pub higher: PlayerId,
    /// What the article does, in words and as a basis an app can translate.
    pub reason: String,
    pub basis: ColourBasis,
}

/// A player as the rules see him when the round is paired.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerState {
    pub id: PlayerId,
    /// Pairing score (points plus acceleration virtual points).
    pub score: f64,
    /// Played-game colours, oldest first: "WBW".
    pub colours: String,
    /// Colour preference (C.04.3 A.6): "W" absolute, "Ww" strong, "w" mild (lower case
    /// for black alike), "" none.
    pub preference: String,
    /// "absolute", "strong", "mild" or "none".
    pub strength: String,
    /// Float received one round before: "up", "down" or "" (A.4.b).
    pub float_prev: String,
    /// Float received two rounds before.
    pub float_prev2: String,
    /// C.2: may receive the pairing-allocated bye.
    pub can_bye: bool,
    /// A.7 topscorer (final round only).
    pub topscorer: bool,
}

/// The Dutch trace of one round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DutchTrace {
    /// The text applied; the articles are cited by its numbers (2017: A-E, C.1-C.19; 2026:
    /// Art. 1-5, [C1]-[C21]; see `dutch::articles`).
    #[serde(default = "edition_2017")]
    pub edition: crate::model::DutchEdition,
    /// Participants in A.2 order (score, then pairing number).
    pub players: Vec<PlayerState>,
    /// Players not paired this round (requested byes, absences).
    pub not_paired: Vec<PlayerId>,
    /// Brackets in pairing order (a re-paired PPB and the CLB come after the bracket whose
    /// completion test failed).
    pub brackets: Vec<BracketTrace>,
    /// Colour allocation of every pair (E.1–E.5).
    pub colours: Vec<ColourStep>,
    /// The pairing-allocated bye (C.2, A.9 note: part of the last bracket).
    pub bye: Option<PlayerId>,
    /// Where the text of the edition is ambiguous: the reading Torre follows, and why.
    #[serde(default)]
    pub readings: Vec<String>,
}

/// Traces recorded before the edition was: the 2017 names.
fn edition_2017() -> crate::model::DutchEdition {
    crate::model::DutchEdition::E2017
}

/// Why a bracket is paired the way it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BracketKind {
    /// A scoregroup with its MDPs; its downfloaters go to the next bracket.
    Regular,
    /// The last bracket: everybody left is paired (and the PAB given).
    Last,
    /// A.9: the bracket re-paired as Penultimate Pairing Bracket (C.4 applies).
    Ppb,
    /// A.9: the Collapsed Last Bracket (PPB downfloaters + the collapsed scoregroup).
    Clb,
}

/// How the candidates of a bracket were obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// Every candidate generated in order by the literal procedure (B.3–B.8).
    Literal,
    /// Too large to list: the first candidates, then the engine's choice and the optimum.
    Summary,
}

/// One bracket of the Dutch procedure.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BracketTrace {
    pub kind: BracketKind,
    /// Score of the resident players.
    pub score: f64,
    /// Moved-down players (MDPs), in A.2 order.
    pub mdps: Vec<PlayerId>,
    /// Resident players, in A.2 order.
    pub residents: Vec<PlayerId>,
    /// Every player of the bracket in BSN order (MDPs first): `bsn[k]` has BSN k+1.
    pub bsn: Vec<PlayerId>,
    /// B.1
    pub m0: usize,
    pub max_pairs: usize,
    pub m1: usize,
    /// B.2 original subgroups, as BSNs.
    pub s1: Vec<u32>,
    pub s2: Vec<u32>,
    pub limbo: Vec<u32>,
    pub method: Method,
    /// Candidates in generation order (up to the chosen one; see `candidates_omitted`).
    pub candidates: Vec<Candidate>,
    /// Candidates generated but not listed (the list is capped).
    pub candidates_omitted: u64,
    /// The lowest value of each criterion that any candidate reaches: a candidate meeting all
    /// of them is perfect (B.4).
    pub ideal: Failures,
    /// The accepted candidate (always the engine's pairing of this bracket).
    pub chosen: Candidate,
    /// Why the chosen one: "perfect (B.4)" or "best available (B.8)", and for summaries the
    /// optimum argument.
    pub reason: String,
    /// Requirement Zero / A.9 completion test after this bracket (not for the last bracket).
    pub completion: Option<CompletionTest>,
    /// Players left unpaired here, moving down (A.4.a).
    pub downfloaters: Vec<PlayerId>,
}

/// How a candidate was produced (B.3, D.1–D.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Alteration {
    /// "B.3" (first candidate), "D.1" (transposition), "D.2" (resident exchange),
    /// "D.3" (MDP exchange).
    pub rule: String,
    /// Readable: "transposition of S2: 4 6 5", "exchange 3 ↔ 4".
    pub description: String,
    /// S1, S2 (in their current order) and Limbo as BSNs.
    pub s1: Vec<u32>,
    pub s2: Vec<u32>,
    pub limbo: Vec<u32>,
    /// D.2/D.3: the BSNs moved out of the original S1 and those moved into it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exchange: Option<(Vec<u32>, Vec<u32>)>,
}

/// One candidate (B.3) and what happened to it (B.4–B.8).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    /// 1-based position in the generation order (0 for a summary's chosen candidate when
    /// its position was not enumerated).
    pub number: u64,
    /// Heterogeneous brackets: the MDP-pairing's S1/S2 (B.3, B.7).
    pub mdp_step: Option<Alteration>,
    /// The homogeneous bracket's or the remainder's S1/S2 (S1R/S2R).
    pub step: Alteration,
    /// Pairs (higher-ranked player first) and players left unpaired.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    pub downfloaters: Vec<PlayerId>,
    /// Failure values; `None` when illegal.
    pub failures: Option<Failures>,
    /// The absolute or completion criterion broken: "C.1: 3-6 have already met".
    pub illegal: Option<String>,
    /// The same, as data (an app words it in its own language).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breach: Option<Breach>,
    pub fate: Fate,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// Breaks C.1–C.4: discarded at once.
    Illegal,
    /// The same pairs as an earlier candidate.
    Duplicate,
    /// Legal, not perfect, better than every earlier one: kept (B.8).
    BestSoFar,
    /// Legal, not perfect, not better than the best so far.
    Discarded,
    /// Perfect: accepted at once (B.4).
    Perfect,
    /// No perfect candidate exists: the best, earliest generated (B.8).
    ChosenBest,
    /// Listed in a summary only (not evaluated against the others).
    Listed,
}

/// Failure values of a candidate, per quality criterion (C.5–C.19). Scores as decimals.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Failures {
    /// C.5: pairs formed (MaxPairs minus this = failures).
    pub pairs: usize,
    /// C.6: PSD, highest SD first (A.8).
    pub psd: Vec<f64>,
    /// C.7: pairs of the following bracket (with this candidate's downfloaters), if C.7 applies.
    pub next_pairs: Option<usize>,
    /// C.7: PSD of the following bracket.
    pub next_psd: Option<Vec<f64>>,
    /// C.8–C.15: counts. C.16–C.19: score differences.
    pub c8: u32,
    pub c9: u32,
    pub c10: u32,
    pub c11: u32,
    pub c12: u32,
    pub c13: u32,
    pub c14: u32,
    pub c15: u32,
    pub c16: f64,
    pub c17: f64,
    pub c18: f64,
    pub c19: f64,
    /// A round paired under the 2026 text (C.04.3 2026 Art. 2.3-2.4): its criteria that 2017
    /// does not have or judges otherwise. Then `pairs` is [C6], `c8`-`c15` are [C10]-[C17],
    /// and the 2017-only values (`psd`, `next_*`, `c16`-`c19`) stay empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c2026: Option<Criteria2026>,
}

/// The 2026 criteria of a candidate that differ from 2017's, as the 2026 engine weighs them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Criteria2026 {
    /// [C5] (Art. 2.3.1): the score of the PAB assignee, in the bracket that gives the PAB.
    pub pab_score: Option<f64>,
    /// [C7] (Art. 2.4.2): the downfloaters' scores, highest first (2017 C.6 minimised the PSD).
    pub downfloaters: Vec<f64>,
    /// [C8] (Art. 2.4.3): the following bracket's pairs and its downfloaters' scores.
    pub next: Option<(usize, Vec<f64>)>,
    /// [C9] (Art. 2.4.4): the unplayed games of the PAB assignee, in a bracket that
    /// downfloats exactly one player, who gets the PAB.
    pub unplayed: Option<u32>,
    /// [C18]-[C21] (Art. 2.4.13-2.4.16): the score differences, each highest first (MDPs who
    /// float on again, at their score above the bracket; MDP opponents, the pair's SD).
    pub sds: [Vec<f64>; 4],
}

/// A.9 / "Requirement Zero": can the rest still be paired?
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompletionTest {
    /// The downfloaters of the bracket plus every lower-scored player.
    pub rest: Vec<PlayerId>,
    pub passed: bool,
    /// When passed: one legal pairing of the rest (not necessarily the final one) ...
    pub proof: Vec<(PlayerId, PlayerId)>,
    /// ... and who would get the bye in it.
    pub proof_bye: Option<PlayerId>,
    /// 2026 only: the rest can be paired, but not after the following bracket's pairing that
    /// this bracket's choice of downfloaters counted on (Art. 2.4.3 [C8] includes [C4] of the
    /// following bracket), so the bracket is re-paired all the same.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub next_fails: bool,
}

/// Colour allocation of a pair.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColourStep {
    pub white: PlayerId,
    pub black: PlayerId,
    /// "E.1" … "E.5" (Dutch), "E.0" … "E.4" (Dubov).
    pub rule: String,
    pub reason: String,
    /// The reason as data.
    #[serde(default)]
    pub basis: ColourBasis,
    /// The higher-ranked player of the pair (the one E.4/E.5 and Dubov E.0/E.4 favour).
    #[serde(default)]
    pub higher: PlayerId,
}

/// Why a pair got its colours (the reason of a colour rule, any system).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourBasis {
    /// Dubov E.0: neither has played: the higher-ranked player's pairing number and the initial colour.
    NeitherPlayed,
    /// Both colour preferences granted.
    BothGranted,
    /// The stronger colour preference granted.
    StrongerGranted,
    /// Colours alternated with respect to the most recent round in which they differed.
    Alternated,
    /// The preference of the higher-ranked player granted.
    HigherPreference,
    /// Dutch E.5: the higher-ranked player gets the initial colour if his pairing number is odd.
    InitialColour,
    /// Not recorded (older traces).
    #[default]
    Unknown,
}

/// The Dubov trace of one round (C.04.4.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DubovTrace {
    /// The text applied; the articles below are cited by its numbers (2018: A-E, C.1-C.10;
    /// 2026: Art. 1-5, [C1]-[C10]).
    #[serde(default)]
    pub edition: crate::model::DubovEdition,
    pub players: Vec<PlayerState>,
    pub not_paired: Vec<PlayerId>,
    /// B.0: the pairing-allocated bye and why.
    pub bye: Option<PlayerId>,
    pub bye_reason: String,
    pub brackets: Vec<DubovBracket>,
    pub colours: Vec<ColourStep>,
}

/// One Dubov scoregroup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DubovBracket {
    pub score: f64,
    pub residents: Vec<PlayerId>,
    /// B.1–B.2, D.1: the upfloaters chosen (and the sets tried, when the literal ran).
    pub upfloaters: Vec<PlayerId>,
    pub upfloater_sets_tried: Vec<Vec<PlayerId>>,
    /// B.3: G1 (white seekers) and G2 as formed, before the shifters.
    pub s1: Vec<PlayerId>,
    pub s2: Vec<PlayerId>,
    /// B.4, D.2: the players shifted to the other subgroup (step 1, then step 2).
    pub shifters: Vec<PlayerId>,
    /// B.5–B.6, D.3: the pairs (S1 player first).
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// "literal procedure agrees" or "too large for the literal procedure".
    pub check: String,
    /// The same, as data.
    #[serde(default)]
    pub literal: dubov::LiteralCheck,
    /// B.2: the upfloater sets of the chosen size in D.1 order up to the chosen one, each with
    /// its failure values C.5–C.10 (computed by the engine's own criteria code).
    #[serde(default)]
    pub sets: Vec<dubov::SetTrial>,
    /// Sets before the chosen one that are not listed (the list is capped).
    #[serde(default)]
    pub sets_omitted: u64,
    /// B.4: the shifter steps (D.2 pools, who was tried, who was shifted).
    #[serde(default)]
    pub shifter_steps: Vec<dubov::ShifterStep>,
    /// B.5: S1 (the new G1 by ascending ARO, then ranking) with each player's ARO ...
    #[serde(default)]
    pub s1_sorted: Vec<PlayerId>,
    #[serde(default)]
    pub s1_aro: Vec<u32>,
    /// ... and the new G2 in initial-ranking order (the identity transposition, D.3).
    #[serde(default)]
    pub g2_sorted: Vec<PlayerId>,
    /// B.6, D.3: the transpositions rejected before the chosen one (grouped by the first
    /// players they share), then the chosen one.
    #[serde(default)]
    pub transpositions: Vec<dubov::TranspositionTrial>,
    #[serde(default)]
    pub transpositions_omitted: u64,
    /// C.5–C.10 of the bracket's pairing.
    #[serde(default)]
    pub failures: Option<dubov::DubovFailures>,
}

/// Explain the pairing of `round` of `t` (rounds from `round` on are ignored). `round`
/// `None` = the next round to pair.
pub fn explain(t: &Tournament, options: &PairOptions, round: Option<u32>) -> Result<Explanation, PairError> {
    let system = options.system;
    let next = crate::pairing::next_round(t);
    let round = round.unwrap_or(next);
    if round == 0 || round > next {
        return Err(PairError::InvalidInput(format!("round {round} cannot be explained: the file has {} paired round(s)", next - 1)));
    }
    // the file as it was before `round`, keeping that round's requested byes and absences
    let before = if round == next { t.clone() } else { crate::pairing::check::before_round(t, round) };
    if let Some(total) = before.total_rounds.filter(|&total| round > total) {
        return Err(PairError::InvalidInput(format!("all {total} rounds have been paired")));
    }
    // Baku virtual points and the round's own prohibitions, as `pair_next_round` pairs it
    let paired = crate::pairing::as_paired(&before, round);
    let tt = &*paired;
    let mut burstein = None;
    let mut rr = None;
    let (dutch, dubov, mut pairing) = match system {
        PairingSystem::Dutch => {
            let (d, p) = dutch::trace(tt, round, options.edition)?;
            (Some(d), None, p)
        }
        PairingSystem::Dubov => {
            let (d, p) = dubov::trace(tt, round, options.dubov_edition)?;
            (None, Some(d), p)
        }
        // Art. 1.6: the seeding rounds are Dutch rounds
        PairingSystem::Burstein if crate::burstein::seeding::is_seeding_round(tt, round)? => {
            let (d, p) = dutch::trace(tt, round, crate::model::DutchEdition::E2026)?;
            (Some(d), None, p)
        }
        PairingSystem::Burstein => {
            let (b, p) = burstein::trace(tt, round)?;
            burstein = Some(b);
            (None, None, p)
        }
        PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin => {
            let (r, p) = roundrobin::trace(tt, round, crate::roundrobin::cycles(system))?;
            rr = Some(r);
            (None, None, p)
        }
    };
    pairing.round = round;
    let system = match system {
        PairingSystem::Dutch => "dutch",
        PairingSystem::Dubov => "dubov",
        PairingSystem::Burstein => "burstein",
        PairingSystem::RoundRobin => "roundrobin",
        PairingSystem::DoubleRoundRobin => "doubleroundrobin",
    };
    if rr.is_none() {
        // C.04.2.E: publication order (round robins keep the table order)
        crate::pairing::order_boards(tt, round, &mut pairing.boards);
    }
    let virtual_points = if rr.is_some() { vec![] } else { virtual_points(tt, round) };
    Ok(Explanation { round, system: system.into(), pairing, dutch, dubov, burstein, roundrobin: rr, virtual_points })
}

/// C.04.5.1 Rule 3-4: the virtual points of `round`, player by player (none: left out).
fn virtual_points(t: &Tournament, round: u32) -> Vec<(PlayerId, f64)> {
    t.players
        .iter()
        .map(|p| (p.id, p.acceleration_in(round)))
        .filter(|(_, v)| *v > crate::Score::ZERO)
        .map(|(id, v)| (id, v.as_f64()))
        .collect()
}
