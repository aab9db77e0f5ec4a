//! FIDE mode (FIDE's 2026 checklist for tournament programs, summarised in
//! `../shared/notes/endorsement-2026.md`, "Verification checklist"): the graded warnings, the
//! integrity log and its `###` TRF lines, and the checks that raise them.
//!
//! # Warnings
//! A check returns [`Warning`]s; each has a [`Level`] as the checklist numbers them (2
//! acknowledge, 3 confirm or cancel, 4 two-step confirm showing the consequences, 5 refuse).
//! The view `views::warning` shows them at the highest level and runs the action only once
//! accepted. In FIDE mode the levels cannot be lowered (Q218-221); outside it a refusal becomes a
//! two-step confirmation (the locks are lifted, the warning stays).
//!
//! # Log
//! Every pairing integrity breaching event (PIBE, Q112-113) is a [`LogEntry`]: its time, its
//! round, its [`Event`] and a sentence. In the TRF it is a comment line in the checklist's shape,
//! `### MPA @ Round 3: ... [2026-11-24 10:15 UTC]`; [`LogEntry::parse`] reads such a line back
//! (an imported file's log is kept).
//!
//! Other views call: [`Doc::log`] to record an event, [`Doc::fide_level`] to grade their own
//! warning, and [`Doc::prohibited_pair_warnings`] before adding a prohibited pair.

use super::dates::{civil_from_days, days_from_civil};
use super::{BoardResult, Doc};
use crate::strings::fide as text;
use serde::{Deserialize, Serialize};
use torre_core::pairing::{self, RoundPairing};
use torre_core::tiebreak::TieBreak;
use torre_core::{ByeKind, GameResult, PlayerId, RoundEntry};

/// How firmly the arbiter is warned (the checklist's level numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    /// Level 2: shown, acknowledged, the action goes on.
    Acknowledge = 2,
    /// Level 3: confirm or cancel.
    Confirm = 3,
    /// Level 4: two steps, the second showing the consequences.
    TwoStep = 4,
    /// Level 5: refused (in FIDE mode: leave FIDE mode first).
    Refuse = 5,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub level: Level,
    pub text: String,
    /// What follows if the arbiter goes on (shown at the second step of a Level 4 warning).
    pub consequence: Option<String>,
}

impl Warning {
    pub fn new(level: Level, text: String) -> Warning {
        Warning { level, text, consequence: None }
    }
    pub fn with_consequence(mut self, c: String) -> Warning {
        self.consequence = Some(c);
        self
    }
}

/// The highest level among `ws` (None: nothing to ask).
pub fn highest(ws: &[Warning]) -> Option<Level> {
    ws.iter().map(|w| w.level).max()
}

/// A pairing integrity breaching event; its name is the word after `###` in the TRF.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A pairing changed by hand (manual pairing alteration).
    Mpa,
    /// Rounds imported from a file (and each round that Torre's checker pairs differently).
    Import,
    /// A result of a past round changed.
    Correction,
    /// Results missing when the next round was paired.
    Adjournment,
    /// Pairing numbers changed after round 1.
    Tpn,
    /// Tie-break list, point system, PAB value, acceleration, prohibited pairs, FIDE mode.
    Configuration,
    /// A full-point bye granted (deprecated by FIDE, checklist Q177-179).
    Fpb,
}

impl Event {
    pub const ALL: [Event; 7] = [Event::Mpa, Event::Import, Event::Correction, Event::Adjournment, Event::Tpn, Event::Configuration, Event::Fpb];
    pub fn tag(self) -> &'static str {
        match self {
            Event::Mpa => "MPA",
            Event::Import => "Import",
            Event::Correction => "Correction",
            Event::Adjournment => "Adjournment",
            Event::Tpn => "TPN",
            Event::Configuration => "Configuration",
            Event::Fpb => "FPB",
        }
    }
}

/// One event of the integrity log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    /// Milliseconds since 1970 (UTC); 0 when unknown (read from a file without a time).
    pub time: f64,
    pub round: u32,
    pub event: Event,
    /// What happened, in English (a FIDE file format).
    pub detail: String,
}

impl LogEntry {
    /// `### MPA @ Round 3: detail [2026-11-24 10:15 UTC]`
    pub fn trf_line(&self) -> String {
        let time = if self.time > 0.0 { format!(" [{}]", utc(self.time)) } else { String::new() };
        format!("### {} @ Round {}: {}{time}", self.event.tag(), self.round, self.detail)
    }

    /// A `###` line in the log's shape (None: another comment, kept as it is).
    pub fn parse(line: &str) -> Option<LogEntry> {
        let rest = line.strip_prefix("### ")?;
        let (tag, rest) = rest.split_once(" @ Round ")?;
        let event = Event::ALL.into_iter().find(|e| e.tag() == tag)?;
        let (round, detail) = rest.split_once(": ")?;
        let round = round.trim().parse().ok()?;
        let (detail, time) = match detail.rsplit_once(" [") {
            Some((d, t)) if t.ends_with(" UTC]") => match parse_utc(&t[..t.len() - 1]) {
                Some(ms) => (d, ms),
                None => (detail, 0.0),
            },
            _ => (detail, 0.0),
        };
        Some(LogEntry { time, round, event, detail: detail.to_string() })
    }

    /// The time as shown in the log view and the TRF ("" when unknown).
    pub fn time_text(&self) -> String {
        if self.time > 0.0 { utc(self.time) } else { String::new() }
    }
}

/// The current time in milliseconds since 1970.
pub fn now() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as f64).unwrap_or(0.0)
    }
}

/// "2026-11-24 10:15 UTC".
fn utc(ms: f64) -> String {
    let mins = (ms / 60_000.0).floor() as i64;
    let (days, m) = (mins.div_euclid(1440), mins.rem_euclid(1440));
    let (y, mo, d) = civil_from_days(days);
    format!("{y:04}-{mo:02}-{d:02} {:02}:{:02} UTC", m / 60, m % 60)
}

/// The inverse of [`utc`] (to the minute).
fn parse_utc(s: &str) -> Option<f64> {
    let s = s.strip_suffix(" UTC")?;
    let (date, hm) = s.split_once(' ')?;
    let mut d = date.split('-').map(|x| x.parse::<i64>());
    let (y, mo, day) = (d.next()?.ok()?, d.next()?.ok()?, d.next()?.ok()?);
    let (h, mi) = hm.split_once(':')?;
    let (h, mi) = (h.parse::<i64>().ok()?, mi.parse::<i64>().ok()?);
    Some(((days_from_civil(y, mo, day) * 1440 + h * 60 + mi) * 60_000) as f64)
}

pub fn default_true() -> bool {
    true
}

impl Doc {
    /// Record an event of the integrity log, now.
    pub fn log(&mut self, event: Event, round: u32, detail: String) {
        self.log.push(LogEntry { time: now(), round, event, detail });
    }

    /// The level of a warning: `fide` in FIDE mode; outside it a refusal becomes a two-step
    /// confirmation (the locks are lifted), the other levels stay.
    pub fn fide_level(&self, fide: Level) -> Level {
        if self.fide_mode || fide != Level::Refuse { fide } else { Level::TwoStep }
    }

    /// Leave FIDE mode for good (after the two-step warning of [`Doc::leave_fide_warnings`]).
    pub fn leave_fide_mode(&mut self) {
        if self.fide_mode {
            self.fide_mode = false;
            let r = self.rounds_paired();
            self.log(Event::Configuration, r, text::LEFT_FIDE_LOG.to_string());
        }
    }

    pub fn leave_fide_warnings(&self) -> Vec<Warning> {
        vec![Warning::new(Level::TwoStep, text::leave_fide()).with_consequence(text::leave_fide_consequence())]
    }

    /// Before changing a setting that scores or pairs the rounds already played (point system,
    /// PAB value, acceleration; `what` names it): free before round 1; afterwards locked in FIDE
    /// mode (Q70-88, Q106-111), a two-step confirmation outside it.
    pub fn setting_warnings(&self, what: &str) -> Vec<Warning> {
        if self.rounds_paired() == 0 {
            return Vec::new();
        }
        vec![Warning::new(self.fide_level(Level::Refuse), text::setting_change(what, self.fide_mode))]
    }

    /// Change a setting (after [`Doc::setting_warnings`]); after round 1 it is logged as
    /// `what: old -> new` (the setting as `show` writes it).
    pub fn change_setting<T: PartialEq>(&mut self, what: &str, show: impl Fn(&T) -> String, get: impl Fn(&Doc) -> T, set: impl FnOnce(&mut Doc)) {
        let old = get(self);
        set(self);
        let new = get(self);
        let r = self.rounds_paired();
        if r > 0 && old != new {
            self.log(Event::Configuration, r, format!("{what} changed: {} -> {}", show(&old), show(&new)));
        }
    }

    /// Before taking a tournament read from a file: a point system no tournament may use (two
    /// draws worth more than a win and a loss, a PAB other than 1, ½ or 0 with the standard
    /// scoring...: `PointSystem::problem`, checklist Q70-88) is refused.
    pub fn points_warnings(&self) -> Vec<Warning> {
        self.tournament.points.problem().map(|why| Warning::new(Level::Refuse, text::points_refused(&why))).into_iter().collect()
    }

    /// Before replacing the tie-break list: after round 1 a two-step confirmation (C.07 4.1.1:
    /// the list is published before the start; checklist Q197-216).
    pub fn tiebreak_warnings(&self, new: &[TieBreak]) -> Vec<Warning> {
        if !torre_core::tiebreak::standings::change_needs_confirmation(&self.tournament, new) {
            return Vec::new();
        }
        vec![Warning::new(Level::TwoStep, text::tiebreaks_change(self.rounds_paired()))]
    }

    /// Replace the tie-break list (after [`Doc::tiebreak_warnings`]); a change after round 1 is
    /// logged (the core's `### Configuration` line, with the time).
    pub fn change_tiebreaks(&mut self, new: &[TieBreak]) {
        if let Some(line) = torre_core::tiebreak::standings::change_tiebreaks(&mut self.tournament, new) {
            self.tournament.comments.retain(|c| *c != line);
            if let Some(mut e) = LogEntry::parse(&line) {
                e.time = now();
                self.log.push(e);
            }
        }
    }

    /// The `###` lines of the log, oldest first.
    pub fn log_lines(&self) -> Vec<String> {
        self.log.iter().map(LogEntry::trf_line).collect()
    }

    /// Move the `###` lines in the log's shape from the tournament's comments into the log (a
    /// file's earlier events, kept with their round and time).
    pub fn adopt_logged_comments(&mut self) {
        let mut keep = Vec::new();
        for c in std::mem::take(&mut self.tournament.comments) {
            match LogEntry::parse(&c) {
                Some(e) => self.log.push(e),
                None => keep.push(c),
            }
        }
        self.tournament.comments = keep;
    }

    /// Forget the MPA events of `round` (its pairing was unpaired, restored or changed again:
    /// the checklist's Q65, the round's manual pairing is recorded once, as it stands).
    pub(super) fn clear_mpa(&mut self, round: u32) {
        self.log.retain(|e| !(e.event == Event::Mpa && e.round == round));
    }

    /// What a pairing typed by hand breaks (in a document where it is already applied with
    /// [`Doc::set_manual_pairing`]): repeat pairings, prohibited pairs, an ineligible PAB, a
    /// third colour in a row or a colour difference over 2 (Level 3, Q66), both players of a
    /// board against their colour preference (Level 2, Q67), and a pairing that differs from
    /// the engine's (Level 4 showing the engine's pairing, Q68-69).
    pub fn manual_pairing_warnings(&self, round: u32) -> Vec<Warning> {
        let mut out = Vec::new();
        let Some(a) = self.audit(round) else { return out };
        let t = &self.tournament;
        let players = |code: &str| -> Vec<PlayerId> {
            a.criteria.iter().filter(|c| c.code == code).flat_map(|c| c.proposed.players.clone()).collect()
        };
        let published = pairing::pairing_in_file(t, round);
        let c1 = players("C1");
        let repeat_or_prohibited = |w: &PlayerId, b: &PlayerId| (c1.contains(w) && c1.contains(b)) || self.is_prohibited(*w, *b);
        for b in published.boards.iter().filter(|b| repeat_or_prohibited(&b.white, &b.black)) {
            let prohibited = self.is_prohibited(b.white, b.black);
            out.push(Warning::new(self.fide_level(Level::Confirm), text::repeat_or_prohibited(b.white, b.black, prohibited)));
        }
        for id in players("C2") {
            out.push(Warning::new(self.fide_level(Level::Confirm), text::ineligible_pab(id)));
        }
        let mut colour: Vec<PlayerId> = players("A6");
        colour.extend(players("C10"));
        colour.extend(players("C11"));
        colour.sort();
        colour.dedup();
        for id in colour {
            out.push(Warning::new(self.fide_level(Level::Confirm), text::colour_rule(id)));
        }
        let c12 = players("C12");
        for b in published.boards.iter().filter(|b| c12.contains(&b.white) && c12.contains(&b.black)) {
            out.push(Warning::new(Level::Acknowledge, text::both_against_preference(b.white, b.black)));
        }
        if let Some(engine) = self.engine.iter().find(|e| e.round == round) {
            if !super::same_pairing(engine, &published) {
                out.push(Warning::new(Level::TwoStep, text::differs_from_engine(round, &super::pairing_text(engine))));
            }
        }
        out
    }

    /// Whether `a`-`b` is a prohibited pair (the tournament's list: XXP / TRF-2026 260).
    pub fn is_prohibited(&self, a: PlayerId, b: PlayerId) -> bool {
        self.tournament.forbidden_pairs.iter().any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b))
    }

    /// Before adding the prohibited pair `a`-`b`: free before round 1; afterwards refused in
    /// FIDE mode (Q194-196: leave FIDE mode first), a two-step confirmation outside it (as
    /// [`Doc::may_change_prohibited`]); [`Doc::set_prohibited`] logs a change after round 1.
    pub fn prohibited_pair_warnings(&self, a: PlayerId, b: PlayerId) -> Vec<Warning> {
        if self.rounds_paired() == 0 {
            return Vec::new();
        }
        vec![Warning::new(self.fide_level(Level::Refuse), text::prohibited_after_start(a, b))]
    }

    /// Before a withdrawal is taken back: when rounds were paired without the player, he
    /// returns from the next round and those rounds stay absences (0 points): confirmed.
    pub fn reinstate_warnings(&self, id: PlayerId) -> Vec<Warning> {
        let next = self.next_round();
        match self.withdrawn_from(id) {
            Some(from) if from < next => {
                let name = self.tournament.player(id).map_or_else(|| id.to_string(), |p| format!("{id}. {}", p.name));
                vec![Warning::new(Level::Confirm, text::reinstate(&name, from, next))]
            }
            _ => Vec::new(),
        }
    }

    /// Before a requested bye: a half-point bye for a player not eligible for one (refused in
    /// FIDE mode, Q175-176), a second half-point bye (Level 3, Q174); a full-point bye (Level
    /// 2: deprecated).
    pub fn bye_warnings(&self, id: PlayerId, round: u32, kind: ByeKind) -> Vec<Warning> {
        let Some(p) = self.tournament.player(id) else { return Vec::new() };
        match kind {
            ByeKind::Half if !self.half_bye_eligible(id) => vec![Warning::new(self.fide_level(Level::Refuse), text::half_bye_ineligible(id))],
            ByeKind::Half => {
                let others = p.rounds.iter().enumerate().filter(|(i, e)| **e == RoundEntry::Bye(ByeKind::Half) && *i as u32 + 1 != round).count();
                if others > 0 {
                    vec![Warning::new(self.fide_level(Level::Confirm), text::second_half_bye(id, others + 1))]
                } else {
                    Vec::new()
                }
            }
            ByeKind::Full => vec![Warning::new(Level::Acknowledge, text::full_bye())],
            _ => Vec::new(),
        }
    }

    /// Whether the tournament's rules allow `id` a half-point bye (see [`Doc::no_half_bye`]).
    pub fn half_bye_eligible(&self, id: PlayerId) -> bool {
        !self.no_half_bye.contains(&id)
    }

    pub fn set_half_bye_eligible(&mut self, id: PlayerId, eligible: bool) {
        self.no_half_bye.retain(|&x| x != id);
        if !eligible && self.tournament.player(id).is_some() {
            self.no_half_bye.push(id);
            self.no_half_bye.sort();
        }
    }

    /// Before entering `new` on board `white`-`black` of `round`: a change of a result of a
    /// round before the last one paired (or published and unpaired since) is a correction:
    /// Level 3 for the previous round, refused in FIDE mode for earlier rounds (Q189-191: only the previous round is editable; such a
    /// result can be corrected for the rating report only, [`Doc::correct_for_rating`]).
    pub fn result_warnings(&self, round: u32, white: PlayerId, black: PlayerId, new: BoardResult) -> Vec<Warning> {
        let Some(old) = self.board_result(round, white, black) else { return Vec::new() };
        if !self.is_correction(round, old, new) {
            return Vec::new();
        }
        let w = Warning::new(Level::Confirm, text::correction(round, white, black, old.label(), new.label()));
        let published = self.most_published();
        if round + 1 == published {
            return vec![w];
        }
        let level = self.fide_level(Level::Refuse);
        let mut w = Warning { level, ..w };
        if level == Level::Refuse {
            w.text = format!("{} {}", w.text, text::correction_refused(published - 1));
        }
        vec![w]
    }

    /// Whether `new` on that board is a correction FIDE mode refuses but allows for the rating
    /// report only (a result, not an empty one, of a round before the previous one).
    pub fn may_correct_for_rating(&self, round: u32, white: PlayerId, black: PlayerId, new: BoardResult) -> bool {
        new != BoardResult::Pending && self.result_warnings(round, white, black, new).iter().any(|w| w.level == Level::Refuse)
    }

    /// Record `new` as the result of `white`-`black` in `round` for the rating report only
    /// (Q192): the results that pair and score stay as they are; it replaces an earlier one of
    /// that board (the result as played again: none), and is logged (Q193: a `### Correction`
    /// line in the TRF).
    pub fn correct_for_rating(&mut self, round: u32, white: PlayerId, black: PlayerId, new: BoardResult) {
        let Some(played) = self.board_result(round, white, black) else { return };
        let before = self.rating_correction(round, white, black).unwrap_or(played);
        self.rating_corrections.retain(|c| (c.round, c.white, c.black) != (round, white, black));
        if new != played {
            self.rating_corrections.push(RatingCorrection { round, white, black, result: new.label().to_string() });
        }
        self.log(Event::Correction, round, text::rating_correction_log(white, black, before.label(), new.label(), played.label()));
    }

    /// The result of that board for the rating report, when corrected for it only.
    pub fn rating_correction(&self, round: u32, white: PlayerId, black: PlayerId) -> Option<BoardResult> {
        self.rating_corrections.iter().find(|c| (c.round, c.white, c.black) == (round, white, black)).and_then(|c| BoardResult::parse(&c.result))
    }

    /// The result of that board as entered (None: no such board in that round).
    pub fn board_result(&self, round: u32, white: PlayerId, black: PlayerId) -> Option<BoardResult> {
        self.boards(round).0.into_iter().find(|b| b.white == white && b.black == black).map(|b| b.result)
    }

    /// The most rounds ever paired (published): unpairing the last round does not reopen the
    /// ones before it (its results cleared and the round unpaired, round 1 of 3 would have
    /// become the previous round, open to corrections).
    pub(super) fn most_published(&self) -> u32 {
        self.most_paired.max(self.rounds_paired())
    }

    /// A result that was in (not pending), changed, in a round before the last one published.
    fn is_correction(&self, round: u32, old: BoardResult, new: BoardResult) -> bool {
        round < self.most_published() && old != BoardResult::Pending && old != new
    }

    /// Enter a result; a correction (see [`Doc::result_warnings`]) is logged.
    pub fn enter_result(&mut self, round: u32, white: PlayerId, black: PlayerId, r: BoardResult) {
        if let Some(old) = self.board_result(round, white, black) {
            if self.is_correction(round, old, r) {
                self.log(Event::Correction, round, text::correction_log(white, black, old.label(), r.label()));
            }
        }
        self.set_result(round, white, black, r);
    }

    /// The log's record of `id`'s full-point bye in `round` (a round not yet paired), as the
    /// player's entry now stands: one line when it is granted, none once it is taken back (a
    /// request that never took effect).
    pub(super) fn log_full_bye(&mut self, id: PlayerId, round: u32) {
        let detail = text::full_bye_log(id);
        let full = self.tournament.player(id).is_some_and(|p| p.round(round) == RoundEntry::Bye(ByeKind::Full));
        let logged = self.log.iter().any(|e| e.event == Event::Fpb && e.round == round && e.detail == detail);
        if full && !logged {
            self.log(Event::Fpb, round, detail);
        } else if !full {
            self.log.retain(|e| !(e.event == Event::Fpb && e.round == round && e.detail == detail));
        }
    }

    /// Boards of the last paired round still without a result and not yet adjourned.
    pub fn unadjourned_missing(&self) -> Vec<usize> {
        let r = self.rounds_paired();
        if r == 0 {
            return Vec::new();
        }
        let (lines, _) = self.boards(r);
        lines.iter().filter(|b| b.result == BoardResult::Pending && !self.is_adjourned(r, b.white, b.black)).map(|b| b.board).collect()
    }

    /// The game is adjourned (TRF `?`): its result is still to come.
    pub fn is_adjourned(&self, round: u32, white: PlayerId, _black: PlayerId) -> bool {
        self.tournament.player(white).is_some_and(|p| matches!(p.round(round), RoundEntry::Game { result: GameResult::Adjourned, .. }))
    }

    /// Before pairing with results missing in the last round: they are marked adjourned.
    pub fn adjourn_warnings(&self) -> Vec<Warning> {
        let boards = self.unadjourned_missing();
        if boards.is_empty() {
            return Vec::new();
        }
        vec![Warning::new(Level::Confirm, text::adjourn(self.rounds_paired(), &boards, self.tournament.points.unknown_points()))]
    }

    /// Mark the games of the last round still without a result adjourned (TRF `?`: played,
    /// scoring 162 X until the result is known) and log it.
    pub fn adjourn_missing(&mut self) {
        let r = self.rounds_paired();
        let boards = self.unadjourned_missing();
        if boards.is_empty() {
            return;
        }
        let (lines, _) = self.boards(r);
        let mut games = Vec::new();
        for b in lines.iter().filter(|b| boards.contains(&b.board)) {
            self.set_game_results(r, b.white, b.black, (GameResult::Adjourned, GameResult::Adjourned));
            games.push(format!("board {} ({}-{})", b.board, b.white, b.black));
        }
        self.log(Event::Adjournment, r, format!("result missing when round {} was paired, adjourned: {}", r + 1, games.join(", ")));
    }

    /// The adjourned games of `round` without a result again (the next round was unpaired).
    pub(super) fn unadjourn(&mut self, round: u32) {
        for b in self.boards(round).0 {
            if self.is_adjourned(round, b.white, b.black) {
                self.set_game_results(round, b.white, b.black, (GameResult::Pending, GameResult::Pending));
            }
        }
    }

    /// A document saved with the list of adjourned games: those still without a result get
    /// the adjourned result.
    pub(super) fn adopt_old_adjourned(&mut self) {
        for (r, w, b) in std::mem::take(&mut self.adjourned) {
            if self.board_result(r, w, b) == Some(BoardResult::Pending) {
                self.set_game_results(r, w, b, (GameResult::Adjourned, GameResult::Adjourned));
            }
        }
    }

    /// Every board of every paired round without a result: (round, board).
    pub fn all_missing(&self) -> Vec<(u32, usize)> {
        (1..=self.rounds_paired()).flat_map(|r| self.missing_boards(r).into_iter().map(move |b| (r, b))).collect()
    }

    /// Why there are no final standings and no rating-report TRF yet (None: all results in).
    pub fn not_final(&self) -> Option<String> {
        let missing = self.all_missing();
        (!missing.is_empty()).then(|| text::not_final(&missing))
    }

    /// A tournament just read from a TRF file named `source` (its earlier events taken into the
    /// log by [`Doc::adopt_logged_comments`]), re-checked by [`import_differences`]: one log
    /// line for the import itself and, for each round Torre pairs differently, a warning (Level 3, Q51-52) and an `### Import @ Round n` line.
    pub fn record_import(&mut self, source: &str, differing: Vec<RoundDifference>) -> Vec<Warning> {
        let rounds = self.tournament.rounds_paired();
        if rounds == 0 {
            return Vec::new();
        }
        self.log(Event::Import, rounds, text::import_log(source, rounds, differing.len()));
        let mut warnings = Vec::new();
        let differs = !differing.is_empty();
        for RoundDifference { round: r, file, torre } in differing {
            self.log(Event::Import, r, format!("round {r} differs from Torre's pairing: file {file}; Torre {torre}"));
            warnings.push(Warning::new(Level::Confirm, text::import_differs(r, &file, &torre)));
        }
        // the usual cause: a TRF-16 file, paired by another system than the one assumed
        if differs && torre_core::trf::declared_system(&self.tournament.info).is_none() {
            warnings.push(Warning::new(Level::Confirm, text::import_system_not_named(self.tournament.system)));
        }
        warnings
    }

    /// Late entry or manual order after round 1: the pairing numbers changed (logged).
    pub(super) fn log_tpn(&mut self, detail: String) {
        let r = self.rounds_paired();
        if r > 0 {
            self.log(Event::Tpn, r, detail);
        }
    }

    /// The MPA record of a round paired by hand (replacing any earlier one of that round).
    pub(super) fn log_mpa(&mut self, round: u32, engine: &RoundPairing, published: &RoundPairing) {
        self.clear_mpa(round);
        let broken: Vec<String> = self.audit(round).map(|a| a.broken().map(|c| c.code.clone()).collect()).unwrap_or_default();
        let broken = if broken.is_empty() { "none".to_string() } else { broken.join(", ") };
        self.log(
            Event::Mpa,
            round,
            format!("pairing changed by hand; engine {}; published {}; criteria broken: {broken}", super::pairing_text(engine), super::pairing_text(published)),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use super::super::NextRound;
    use torre_core::{Player, Score, Tournament};

    /// Six players, `rounds` rounds paired by the engine, White winning every game.
    fn played(rounds: u32) -> Doc {
        let mut d = Doc::new(Tournament { total_rounds: Some(5), ..Default::default() });
        d.add_players((0..6).map(|i| Player { name: format!("P{i}"), rating: Some(2000 - 100 * i), ..Default::default() }).collect(), ByeKind::Zero);
        for _ in 0..rounds {
            let mut next = d.prepare_next().unwrap();
            let p = super::super::run_engine(&next.tournament).unwrap();
            next.apply_engine(&p);
            d = next;
            let r = d.rounds_paired();
            for b in d.boards(r).0 {
                d.enter_result(r, b.white, b.black, BoardResult::WhiteWins);
            }
        }
        d
    }

    fn board1(d: &Doc, round: u32) -> (PlayerId, PlayerId) {
        let b = &d.boards(round).0[0];
        (b.white, b.black)
    }

    fn level(d: &Doc, round: u32, new: BoardResult) -> Option<Level> {
        let (w, b) = board1(d, round);
        highest(&d.result_warnings(round, w, b, new))
    }

    #[test]
    fn a_file_with_a_point_system_no_tournament_may_use_is_refused() {
        let mut d = played(1);
        assert!(d.points_warnings().is_empty());
        d.tournament.points.draw = Score(6);
        assert_eq!(highest(&d.points_warnings()), Some(Level::Refuse));
        d.tournament.points.draw = Score::HALF;
        d.tournament.points.pairing_allocated_bye = Score(8);
        assert!(d.points_warnings()[0].text.contains("PAB 0.8"), "{:?}", d.points_warnings());
    }

    #[test]
    fn a_player_not_eligible_for_half_point_byes_is_refused_one() {
        let mut d = played(1);
        assert_eq!(highest(&d.bye_warnings(3, 2, ByeKind::Half)), None);
        d.set_half_bye_eligible(3, false);
        assert_eq!(highest(&d.bye_warnings(3, 2, ByeKind::Half)), Some(Level::Refuse));
        assert_eq!(highest(&d.bye_warnings(3, 2, ByeKind::Zero)), None, "other byes stay allowed");
        // the flag follows the player when the pairing numbers change
        d.remap(|x| if x == 3 { 4 } else if x == 4 { 3 } else { x });
        assert!(d.half_bye_eligible(3) && !d.half_bye_eligible(4));
        d.set_half_bye_eligible(4, true);
        assert!(d.no_half_bye.is_empty());
        // before round 1: a stronger player registered later moves everybody down one
        let mut d = Doc::new(Tournament::default());
        d.add_players(vec![Player { name: "A".into(), rating: Some(1800), ..Default::default() }, Player { name: "B".into(), rating: Some(1700), ..Default::default() }], ByeKind::Zero);
        d.set_half_bye_eligible(2, false);
        d.add_players(vec![Player { name: "C".into(), rating: Some(2000), ..Default::default() }], ByeKind::Zero);
        assert_eq!(d.tournament.player(3).map(|p| p.name.as_str()), Some("B"));
        assert_eq!(d.no_half_bye, [3], "the mark stays with B");
    }

    #[test]
    fn a_full_point_bye_is_logged_once_and_forgotten_when_taken_back() {
        let mut d = played(1);
        d.set_bye(6, 3, Some(ByeKind::Full));
        d.set_bye(6, 3, Some(ByeKind::Full));
        assert_eq!(d.log_lines().len(), 1);
        assert!(d.log_lines()[0].starts_with("### FPB @ Round 3: full-point bye for player 6 (deprecated by FIDE; the arbiter acknowledged the warning) ["), "{:?}", d.log_lines());
        d.set_bye(6, 3, Some(ByeKind::Half));
        assert!(d.log.is_empty());
        d.set_next_round_status(5, NextRound::Full);
        assert_eq!(d.log.last().map(|e| (e.event, e.round)), Some((Event::Fpb, 2)));
        assert_eq!(LogEntry::parse(&d.log_lines()[0]).map(|e| e.event), Some(Event::Fpb), "read back from a TRF");
    }

    #[test]
    fn only_the_previous_round_is_corrected_in_fide_mode() {
        let d = played(3);
        assert_eq!(level(&d, 3, BoardResult::Draw), None, "the current round: no correction");
        assert_eq!(level(&d, 2, BoardResult::Draw), Some(Level::Confirm));
        assert_eq!(level(&d, 1, BoardResult::Draw), Some(Level::Refuse));
        assert_eq!(level(&d, 1, BoardResult::Pending), Some(Level::Refuse), "clearing is a correction too");
        let mut out = d.clone();
        out.leave_fide_mode();
        assert_eq!(level(&out, 1, BoardResult::Draw), Some(Level::TwoStep));
    }

    #[test]
    fn unpairing_the_last_round_does_not_reopen_the_older_ones() {
        let mut d = played(3);
        let r3: Vec<_> = d.boards(3).0;
        for b in &r3 {
            d.enter_result(3, b.white, b.black, BoardResult::Pending);
        }
        d.unpair_last().unwrap();
        assert_eq!(d.rounds_paired(), 2);
        // round 2 stays the previous round (clearing it is a logged correction), round 1 closed
        assert_eq!(level(&d, 2, BoardResult::Pending), Some(Level::Confirm));
        assert_eq!(level(&d, 1, BoardResult::Draw), Some(Level::Refuse));
        // and it stays so after the document is saved and read again
        let back: Doc = serde_json::from_str(&serde_json::to_string(&d).unwrap()).unwrap();
        assert_eq!(level(&back, 1, BoardResult::Draw), Some(Level::Refuse));
    }

    #[test]
    fn a_correction_for_the_rating_report_only_is_kept_apart_and_logged() {
        let mut d = played(3);
        let (w, b) = board1(&d, 1);
        assert!(d.may_correct_for_rating(1, w, b, BoardResult::Draw));
        assert!(!d.may_correct_for_rating(2, w, b, BoardResult::Draw), "the previous round is corrected for real");
        let standings = d.tournament.clone();
        d.correct_for_rating(1, w, b, BoardResult::Draw);
        assert_eq!(d.tournament, standings, "pairings and standings keep the result entered");
        assert_eq!(d.rating_correction(1, w, b), Some(BoardResult::Draw));
        let line = d.log_lines().pop().unwrap();
        assert!(line.starts_with(&format!("### Correction @ Round 1: for the rating report only: result of {w}-{b} changed from 1-0 to ½-½; pairings and standings keep 1-0 [")), "{line}");
        // back to the result entered: the correction is gone, and that is logged too
        d.correct_for_rating(1, w, b, BoardResult::WhiteWins);
        assert_eq!(d.rating_correction(1, w, b), None);
        assert!(d.log_lines().pop().unwrap().contains("changed from ½-½ to 1-0"));
        assert_eq!(d.log.len(), 2);
    }

    /// Taking back a withdrawal is asked about only once rounds were paired without the player:
    /// he returns from the next round, the missed rounds stay absences.
    #[test]
    fn taking_back_a_withdrawal_after_paired_rounds_is_confirmed() {
        let mut d = played(1);
        d.set_withdrawn(6, true);
        assert!(d.reinstate_warnings(6).is_empty(), "withdrawn from round 2, not paired yet");
        let mut d = played(0);
        d.set_withdrawn(6, true);
        let mut next = d.prepare_next().unwrap();
        let p = super::super::run_engine(&next.tournament).unwrap();
        next.apply_engine(&p);
        let w = next.reinstate_warnings(6);
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].level, Level::Confirm);
        assert!(w[0].text.contains("6. P5 was withdrawn from round 1") && w[0].text.contains("back from round 2; round(s) 1, paired"), "{}", w[0].text);
        next.set_withdrawn(6, false);
        assert_eq!(next.withdrawn_from(6), None);
        assert_eq!(next.tournament.player(6).unwrap().round(1).was_paired(), false, "round 1 stays an absence");
    }

    /// A Swiss withdrawal survives a TRF export and import: written as a zero-point bye in each
    /// round left (other programs leave the player out), read back as the withdrawal.
    #[test]
    fn a_withdrawal_survives_the_trf() {
        let mut d = played(2);
        d.set_withdrawn(6, true);
        let mut next = d.prepare_next().unwrap();
        let p = super::super::run_engine(&next.tournament).unwrap();
        next.apply_engine(&p);
        assert_eq!(next.withdrawn_from(6), Some(3));
        let text = next.trf(next.for_export(), torre_core::trf::Layout::Trf2026);
        let t = torre_core::trf::read(text.as_bytes(), &Default::default()).unwrap().tournament;
        let row = t.player(6).unwrap();
        assert!((3..=5).all(|r| row.round(r) == RoundEntry::Bye(ByeKind::Zero)), "{:?}", row.rounds);
        let mut back = Doc::new(t);
        back.adopt_withdrawals();
        assert_eq!(back.withdrawn, vec![(6, 3)]);
        assert_eq!(back.tournament.player(6).unwrap().rounds.len(), 3, "rounds 4-5 are the withdrawal again");
        // a player absent in one future round only is not withdrawn
        let mut d = played(2);
        d.set_bye(5, 4, Some(ByeKind::Zero));
        let t = torre_core::trf::read(d.trf(d.for_export(), torre_core::trf::Layout::Trf2026).as_bytes(), &Default::default()).unwrap().tournament;
        let mut back = Doc::new(t);
        back.adopt_withdrawals();
        assert!(back.withdrawn.is_empty());
    }

    #[test]
    fn log_lines_read_back() {
        let e = LogEntry { time: 1_795_000_000_000.0, round: 3, event: Event::Mpa, detail: "engine 1-2; published 2-1".into() };
        let line = e.trf_line();
        assert_eq!(line, "### MPA @ Round 3: engine 1-2; published 2-1 [2026-11-18 11:06 UTC]");
        let back = LogEntry::parse(&line).unwrap();
        assert_eq!(back.round, 3);
        assert_eq!(back.event, Event::Mpa);
        assert_eq!(back.detail, e.detail);
        assert_eq!(back.trf_line(), line);
        assert_eq!(LogEntry::parse("### Import @ Round 2: x").unwrap().time, 0.0);
        assert_eq!(LogEntry::parse("### a comment"), None);
    }
}

/// A result corrected for the rating report only (see [`Doc::correct_for_rating`]): the board
/// and the result as the rating report should count it (its label, `½-½`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingCorrection {
    pub round: u32,
    pub white: PlayerId,
    pub black: PlayerId,
    pub result: String,
}

/// A round of an imported file that Torre's checker pairs otherwise: both pairings as text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundDifference {
    pub round: u32,
    pub file: String,
    pub torre: String,
}

/// An imported tournament re-checked round by round with Torre's checker (the one of
/// `torre -c`): the rounds it pairs differently. `progress(done, of)` after each round. Pure:
/// the pairing worker runs it (worker.rs) so that a large file does not freeze the page.
pub fn import_differences(t: &torre_core::Tournament, progress: impl FnMut(u32, u32)) -> Vec<RoundDifference> {
    if t.rounds_paired() == 0 {
        return Vec::new();
    }
    let report = pairing::check::check_with_progress(t, &pairing::PairOptions::from_tournament(t), progress);
    report
        .rounds
        .iter()
        .filter(|rc| !rc.matches())
        .map(|rc| RoundDifference {
            round: rc.round,
            file: super::pairing_text(&rc.expected),
            torre: match &rc.produced {
                Ok(p) => super::pairing_text(p),
                Err(e) => format!("no pairing ({e})"),
            },
        })
        .collect()
}
