//! Every user-visible string of the app. The texts live in one file per language,
//! `web/i18n/<code>/*.txt` (`key = text`), which `build.rs` turns into the [`Strings`] struct and
//! one static per language, checking that every language has every key and that every key is
//! used. [`tr()`] picks the active language ([`set_lang`]). The functions below fill in the
//! sentences that carry numbers (`{name}` in the files) and choose singular or plural. The TRF
//! comment lines are always English (a FIDE file format).

use std::fmt::Display;
use std::sync::atomic::{AtomicU8, Ordering};

include!(concat!(env!("OUT_DIR"), "/strings.rs"));

pub mod fide;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "it" => Some(Lang::It),
            _ => None,
        }
    }
    /// The language's own name (shown in the switch).
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
        }
    }
}

static LANG: AtomicU8 = AtomicU8::new(0);

pub fn lang() -> Lang {
    if LANG.load(Ordering::Relaxed) == 1 { Lang::It } else { Lang::En }
}

pub fn set_lang(l: Lang) {
    LANG.store(if l == Lang::It { 1 } else { 0 }, Ordering::Relaxed);
}

/// The active language.
pub fn tr() -> &'static Strings {
    match lang() {
        Lang::En => &EN,
        Lang::It => &IT,
    }
}

/// A sentence of the files with its `{name}` placeholders filled in.
pub(crate) fn fill(template: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut s = template.to_string();
    for (name, value) in args {
        s = s.replace(&format!("{{{name}}}"), &value.to_string());
    }
    s
}

/// The singular or the plural form of a sentence.
pub(crate) fn plural(n: u64, one: &'static str, other: &'static str) -> &'static str {
    if n == 1 { one } else { other }
}

pub fn pair_round_n(n: u32) -> String {
    format!("{} {n}", tr().pair_round)
}
pub fn unpair_round_n(n: u32) -> String {
    format!("{} {n}", tr().unpair_round)
}
pub fn missing_results(round: u32, boards: &[usize]) -> String {
    let list: Vec<String> = boards.iter().map(|b| b.to_string()).collect();
    let t = plural(boards.len() as u64, tr().missing_results_one, tr().missing_results_other);
    fill(t, &[("round", &round), ("boards", &list.join(", "))])
}
pub fn pairing_failed(e: &str) -> String {
    fill(tr().pairing_failed, &[("error", &e)])
}
pub fn pasted(added: usize, skipped: &[String]) -> String {
    let n = added as u64;
    if skipped.is_empty() {
        fill(plural(n, tr().pasted_one, tr().pasted_other), &[("added", &added)])
    } else {
        fill(plural(n, tr().pasted_skipped_one, tr().pasted_skipped_other), &[("added", &added), ("skipped", &skipped.join("; "))])
    }
}
/// A late entry placed among the players: "Rossi is number 6; numbers 6-15 moved down one".
pub fn late_entry_placed(name: &str, id: torre_core::PlayerId, last: torre_core::PlayerId) -> String {
    fill(tr().late_entry_placed, &[("name", &name), ("id", &id), ("from", &id), ("to", &(last - 1))])
}
/// A file's players and rounds taken into the open tournament.
pub fn imported_rounds(players: usize, rounds: u32) -> String {
    fill(tr().imported_rounds, &[("players", &players_n(players)), ("rounds", &rounds)])
}
/// "1 player", "12 players".
pub fn players_n(n: usize) -> String {
    fill(plural(n as u64, tr().players_one, tr().players_other), &[("n", &n)])
}
pub fn trf_error(e: &str) -> String {
    fill(tr().trf_error, &[("error", &e)])
}
pub fn newer_schema(found: u32, known: u32) -> String {
    fill(tr().newer_schema, &[("found", &found), ("known", &known)])
}
pub fn rounds_of(paired: u32, total: Option<u32>) -> String {
    match (paired, total) {
        (0, Some(t)) => fill(tr().rounds_none, &[("total", &t)]),
        (0, None) => tr().rounds_none_open.to_string(),
        (_, Some(t)) => fill(tr().rounds_of, &[("paired", &paired), ("total", &t)]),
        (_, None) => fill(tr().rounds_of_open, &[("paired", &paired)]),
    }
}

pub enum DataError {
    NotJson,
    NoSchema,
    Damaged,
    UnknownSchema,
}

/// Why stored data or a backup cannot be read (`detail`: the parser's message).
pub fn data_error(kind: DataError, detail: &str) -> String {
    let head = match kind {
        DataError::NotJson => tr().data_not_json,
        DataError::NoSchema => tr().data_no_schema,
        DataError::Damaged => tr().data_damaged,
        DataError::UnknownSchema => tr().data_unknown_schema,
    };
    if detail.is_empty() { head.to_string() } else { format!("{head}: {detail}") }
}


/// Why a pairing typed by hand is not a pairing of the round.
pub fn proposal_error(e: &torre_core::pairing::audit::ProposalError) -> String {
    use torre_core::pairing::audit::ProposalError::*;
    match e {
        Twice(id) => fill(tr().proposal_twice, &[("player", id)]),
        Missing(id) => fill(tr().proposal_missing, &[("player", id)]),
        NotParticipant(id) => fill(tr().proposal_not_participant, &[("player", id)]),
        SelfPaired(id) => fill(tr().proposal_self, &[("player", id)]),
        Bye => tr().proposal_bye.to_string(),
    }
}

/// What each audited criterion asks (C.04.3 2026 numbering; A6 = absolute colour preference).
pub fn criterion_name(code: &str) -> &'static str {
    match code {
        "C1" => tr().audit_c1,
        "PP" => tr().audit_pp,
        "C2" => tr().audit_c2,
        "C3" => tr().audit_c3,
        "A6" => tr().audit_a6,
        "C5" => tr().audit_c5,
        "C6" => tr().audit_c6,
        "C7" => tr().audit_c7,
        "C9" => tr().audit_c9,
        "C10" => tr().audit_c10,
        "C11" => tr().audit_c11,
        "C12" => tr().audit_c12,
        "C13" => tr().audit_c13,
        "C14" => tr().audit_c14,
        "C15" => tr().audit_c15,
        "C16" => tr().audit_c16,
        "C17" => tr().audit_c17,
        _ => "",
    }
}

/// What each quality criterion of the explanation trace asks (C.5–C.19 as the trace numbers
/// them: C.04.3 2017 text).
pub fn trace_criterion_name(code: &str) -> &'static str {
    match code {
        "C.5" => tr().trace_c5,
        "C.6" => tr().trace_c6,
        "C.7" => tr().trace_c7,
        "C.8" => tr().trace_c8,
        "C.9" => tr().trace_c9,
        "C.10" => tr().trace_c10,
        "C.11" => tr().trace_c11,
        "C.12" => tr().trace_c12,
        "C.13" => tr().trace_c13,
        "C.14" => tr().trace_c14,
        "C.15" => tr().trace_c15,
        "C.16" => tr().trace_c16,
        "C.17" => tr().trace_c17,
        "C.18" => tr().trace_c18,
        "C.19" => tr().trace_c19,
        _ => "",
    }
}

/// "1.5 points"
pub fn points_n(p: &str) -> String {
    fill(plural(if p == "1" { 1 } else { 2 }, tr().points_one, tr().points_other), &[("points", &p)])
}

/// "Pairing round 3… 12 s"
pub fn pairing_elapsed(round: u32, secs: u32) -> String {
    fill(tr().pairing_elapsed, &[("round", &round), ("secs", &secs)])
}

/// "½-point bye in round 4" style label of a requested bye in the list.
pub fn withdrawn_label(round: u32) -> String {
    format!("{} {round}", tr().withdrawn_from)
}

/// The Dubov quality criteria C.5–C.10 as the engine applies them (`dubov::criteria`).
pub fn dubov_criterion_name(code: &str) -> &'static str {
    match code {
        "C.5" => tr().dubov_c5,
        "C.6" => tr().dubov_c6,
        "C.7" => tr().dubov_c7,
        "C.8" => tr().dubov_c8,
        "C.9" => tr().dubov_c9,
        "C.10" => tr().dubov_c10,
        _ => "",
    }
}

/// "4 sets of 2 upfloaters (B.1: the fewest that allow a legal pairing), in D.1 order"
pub fn dubov_sets_count(n: u64, k: usize) -> String {
    let sets = fill(plural(n, tr().dubov_sets_one, tr().dubov_sets_other), &[("n", &n)]);
    let upfloaters = plural(k as u64, tr().dubov_upfloaters_one, tr().dubov_upfloaters_other);
    fill(tr().dubov_sets_count, &[("sets", &sets), ("k", &k), ("upfloaters", &upfloaters)])
}

/// "page 2 of 3" on the hall's display.
pub fn page_of(page: usize, pages: usize) -> String {
    fill(tr().display_page_of, &[("page", &page), ("pages", &pages)])
}

/// A problem in words, in the app's language.
pub fn problem_text(p: &torre_core::trf::fields::Problem) -> String {
    match p {
        torre_core::trf::fields::Problem::UnknownTitle(v) => fill(tr().check_title, &[("value", v), ("titles", &torre_core::trf::fields::TITLES.join(" "))]),
        torre_core::trf::fields::Problem::NameTooLong { chars } => fill(tr().check_name_long, &[("chars", chars), ("width", &torre_core::trf::fields::NAME_WIDTH)]),
        torre_core::trf::fields::Problem::RatingNotNumber(v) => fill(tr().check_rating, &[("value", v)]),
        torre_core::trf::fields::Problem::FederationNotCode(v) => fill(tr().check_federation, &[("value", v)]),
        torre_core::trf::fields::Problem::UnknownFederation(v) => fill(tr().check_federation_unknown, &[("value", v)]),
        torre_core::trf::fields::Problem::FideIdNotNumber(v) => fill(tr().check_fide_id, &[("value", v)]),
        torre_core::trf::fields::Problem::BirthNotDate(v) => fill(tr().check_birth, &[("value", v)]),
        torre_core::trf::fields::Problem::SexNotCode(v) => fill(tr().paste_bad_sex, &[("value", v)]),
    }
}

/// Why a value is empty, in the app's language (the core's reason, its article kept).
pub fn undefined_text(u: &torre_core::tiebreak::Undefined) -> String {
    let text = match u {
        torre_core::tiebreak::Undefined::RatingsDropped { unrated, shown } => {
            let ids: Vec<String> = shown.iter().map(|i| i.to_string()).collect();
            let more = if *unrated > shown.len() { ", …" } else { "" };
            let template = if *unrated == 1 { tr().tb_undef_dropped_one } else { tr().tb_undef_dropped_other };
            fill(template, &[("n", unrated), ("players", &format!("{}{more}", ids.join(", ")))])
        }
        torre_core::tiebreak::Undefined::NoRatedGameToAverage | torre_core::tiebreak::Undefined::NoRatedGame => tr().tb_undef_no_rated_game.to_string(),
        torre_core::tiebreak::Undefined::NoGamePlayed | torre_core::tiebreak::Undefined::NoGameForAverage => tr().tb_undef_no_game.to_string(),
    };
    format!("{text} ({})", fill(tr().tb_article, &[("article", &u.article())]))
}

/// A pairing system's name as the system choice shows it ("Dubov (C.04.4.1)").
pub fn system_name(system: torre_core::PairingSystem) -> &'static str {
    use torre_core::PairingSystem::*;
    match system {
        Dutch => tr().system_dutch,
        Dubov => tr().system_dubov,
        Burstein => tr().system_burstein,
        RoundRobin => tr().system_roundrobin,
        DoubleRoundRobin => tr().system_doubleroundrobin,
    }
}
