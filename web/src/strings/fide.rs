//! The sentences of FIDE mode (`web/i18n/*/fide-mode.txt`) with their numbers filled in. The
//! log's sentences are English, as the TRF lines they become.

use super::{fill, plural, tr};
use torre_core::PlayerId;

/// The log line of leaving FIDE mode.
pub const LEFT_FIDE_LOG: &str = "FIDE mode left by the arbiter after a two-step confirmation; it cannot be re-entered";

pub fn repeat_or_prohibited(a: PlayerId, b: PlayerId, prohibited: bool) -> String {
    fill(if prohibited { tr().fide_prohibited } else { tr().fide_repeat }, &[("a", &a), ("b", &b)])
}
pub fn ineligible_pab(id: PlayerId) -> String {
    fill(tr().fide_ineligible_pab, &[("id", &id)])
}
pub fn colour_rule(id: PlayerId) -> String {
    fill(tr().fide_colour_rule, &[("id", &id)])
}
pub fn both_against_preference(a: PlayerId, b: PlayerId) -> String {
    fill(tr().fide_both_against, &[("a", &a), ("b", &b)])
}
pub fn differs_from_engine(round: u32, engine: &str) -> String {
    fill(tr().fide_differs_engine, &[("round", &round), ("engine", &engine)])
}
pub fn prohibited_after_start(a: PlayerId, b: PlayerId) -> String {
    fill(tr().fide_prohibited_after, &[("a", &a), ("b", &b)])
}
pub fn second_half_bye(id: PlayerId, n: usize) -> String {
    fill(tr().fide_second_half_bye, &[("id", &id), ("n", &n)])
}
pub fn half_bye_ineligible(id: PlayerId) -> String {
    fill(tr().fide_half_bye_ineligible, &[("id", &id)])
}
pub fn reinstate(name: &str, from: u32, next: u32) -> String {
    let missed = if from + 1 == next { from.to_string() } else { format!("{from}-{}", next - 1) };
    fill(tr().fide_reinstate, &[("name", &name), ("from", &from), ("missed", &missed), ("next", &next)])
}
pub fn full_bye() -> String {
    tr().fide_full_bye.to_string()
}
pub fn correction(round: u32, white: PlayerId, black: PlayerId, old: &str, new: &str) -> String {
    let new = if new.is_empty() { "…" } else { new };
    fill(tr().fide_correction, &[("round", &round), ("white", &white), ("black", &black), ("old", &old), ("new", &new)])
}
pub fn correction_log(white: PlayerId, black: PlayerId, old: &str, new: &str) -> String {
    let new = if new.is_empty() { "no result" } else { new };
    format!("result of {white}-{black} changed from {old} to {new}")
}
pub fn full_bye_log(id: PlayerId) -> String {
    format!("full-point bye for player {id} (deprecated by FIDE; the arbiter acknowledged the warning)")
}
pub fn points_refused(why: &str) -> String {
    fill(tr().fide_points_refused, &[("why", &why)])
}
/// Why a result of a round before the previous one cannot be corrected in FIDE mode.
pub fn correction_refused(previous: u32) -> String {
    fill(tr().fide_correction_refused, &[("previous", &previous)])
}
pub fn rating_correction_log(white: PlayerId, black: PlayerId, old: &str, new: &str, played: &str) -> String {
    format!("for the rating report only: result of {white}-{black} changed from {old} to {new}; pairings and standings keep {played}")
}
pub fn import_checking(done: u32, of: u32) -> String {
    fill(tr().import_checking, &[("done", &done), ("of", &of)])
}
/// `points`: what an adjourned game scores until its result is known (162 X).
pub fn adjourn(round: u32, boards: &[usize], points: torre_core::Score) -> String {
    let list: Vec<String> = boards.iter().map(|b| b.to_string()).collect();
    fill(plural(boards.len() as u64, tr().fide_adjourn_one, tr().fide_adjourn_other), &[("round", &round), ("boards", &list.join(", ")), ("points", &points)])
}
/// "round 2 board 3, round 5 boards 1, 4"
pub fn not_final(missing: &[(u32, usize)]) -> String {
    let mut parts = Vec::new();
    let mut rounds: Vec<u32> = missing.iter().map(|m| m.0).collect();
    rounds.dedup();
    for r in rounds {
        let boards: Vec<String> = missing.iter().filter(|m| m.0 == r).map(|m| m.1.to_string()).collect();
        let t = plural(boards.len() as u64, tr().fide_missing_round_one, tr().fide_missing_round_other);
        parts.push(fill(t, &[("round", &r), ("boards", &boards.join(", "))]));
    }
    fill(tr().fide_not_final, &[("list", &parts.join("; "))])
}
pub fn import_log(source: &str, rounds: u32, differing: usize) -> String {
    let checked = if differing == 0 { "every round matches Torre's pairing".to_string() } else { format!("{differing} round(s) differ from Torre's pairing") };
    format!("rounds 1-{rounds} imported from {source}; re-checked by Torre's checker: {checked}")
}
pub fn import_differs(round: u32, file: &str, torre: &str) -> String {
    fill(tr().fide_import_differs, &[("round", &round), ("file", &file), ("torre", &torre)])
}
pub fn import_system_not_named(system: torre_core::PairingSystem) -> String {
    fill(tr().fide_import_system_not_named, &[("system", &crate::strings::system_name(system))])
}
pub fn leave_fide() -> String {
    tr().fide_leave.to_string()
}
pub fn leave_fide_consequence() -> String {
    tr().fide_leave_consequence.to_string()
}
pub fn setting_change(what: &str, locked: bool) -> String {
    fill(if locked { tr().fide_setting_locked } else { tr().fide_setting_change }, &[("what", &what)])
}
pub fn tiebreaks_change(round: u32) -> String {
    fill(tr().fide_tiebreaks_change, &[("round", &round)])
}
