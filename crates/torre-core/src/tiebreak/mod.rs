//! C.07 tie-breaks (individual), with the edition of the regulations as an explicit parameter.
//!
//! Entry points: [`standings::standings`] (ranked table after any round) and
//! [`explain::explain`] (round-by-round contributions of one player).
//! Every computation takes an [`Options`] whose `edition` says which text of C.07 applies;
//! only the 2023 text is implemented so far, the later editions are named so that they slot in.
//! Values are exact fixed-point numbers ([`Value`], hundredths), never floats.
//!
//! Modules follow the concepts of the text: [`unplayed`] (Art. 15-16: round categories, the
//! score opponents see, the dummy), [`buchholz`] (8), [`sonneborn`] (9), [`rating`] (10, B.02
//! tables), [`direct_encounter`] (6), [`counts`] (7), [`modifiers`] (14), [`mod@standings`] (4.2),
//! [`mod@explain`]. A later edition slots in by matching on `ctx.opts.edition` where its text
//! differs (e.g. the 2026 forfeit caps belong in `buchholz::terms`, the 2024 VUR definition in
//! `unplayed::RoundKind::is_vur`) and by marking it implemented in [`Edition::is_implemented`].

pub mod buchholz;
pub mod check;
pub mod counts;
pub mod direct_encounter;
pub mod explain;
pub mod modifiers;
pub mod rating;
pub mod sonneborn;
pub mod spec;
pub mod standings;
pub mod unplayed;

pub use explain::{explain, Explanation};
pub use spec::{Kind, Modifier, TieBreak};
pub use check::{check_standings, Difference, StandingsCheck};
pub use standings::{standings, Row, Standings};


use crate::model::{PlayerId, Tournament};
use crate::score::Score;
use std::fmt;

/// Which text of C.07 applies. Each rule that differs between the editions branches on the
/// edition where the rule lives (the predicates below name the article):
///
/// | rule | 2023 | Aug 2024 | Mar 2026 |
/// |---|---|---|---|
/// | REP (7.6, GE renamed) | GE | REP, GE accepted | REP, GE accepted |
/// | SB-C1 tie among the lowest opponents (14.1.2 d) and VUR order (16.5.2 a) | worst result | lowest contribution | lowest contribution |
/// | forfeit losses for the opponents (16.2.4/16.3.1) | trailing ones are draws | as 2023 | actual result |
/// | dummy score cap (16.4.1/16.4.2) | none | none | capped |
/// | STD (7.7), TPN (7.8), RTNG (10.6) | - | - | yes |
/// | rating tie-breaks with unrated players (Art. 10) | kept | kept | dropped |
///
/// The August 2024 text is the 2023 text plus the 14.1.2 d tie rule, the REP name and the 2.1
/// default (`c07-editions.md`); FIDE's own program (Gacrux) also applies the 2026 forfeit-loss
/// rule and the Art. 10 drop to it, but the summary of the texts dates both to 2026, and so
/// does Torre. STD, TPN and RTNG are computed under any edition when asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Edition {
    /// Text approved 1 Aug 2023 (FIDE events from 1 Sep 2023, all rated events 1 Apr 2024 - 31 Jul 2024).
    #[default]
    C07_2023,
    /// Revision in force 1 Aug 2024 - 28 Feb 2026.
    C07_2024_08,
    /// "Play-Off and Tie-Break Regulations", in force from 1 Mar 2026.
    C07_2026,
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Edition::C07_2023 => "C.07 (2023)",
            Edition::C07_2024_08 => "C.07 (August 2024)",
            Edition::C07_2026 => "C.07 (March 2026)",
        })
    }
}

/// The day each edition applies from, as (year, month, day).
pub const EDITION_2024_FROM: (u32, u32, u32) = (2024, 8, 1);
pub const EDITION_2026_FROM: (u32, u32, u32) = (2026, 3, 1);

impl Edition {
    pub const ALL: [Edition; 3] = [Edition::C07_2023, Edition::C07_2024_08, Edition::C07_2026];
    /// The edition in force today, used when a tournament has no start date.
    pub const LATEST: Edition = Edition::C07_2026;

    pub fn parse(text: &str) -> Option<Edition> {
        match text.trim().to_ascii_lowercase().as_str() {
            "2023" | "c07-2023" | "c.07-2023" => Some(Edition::C07_2023),
            "2024" | "2024-08" | "c07-2024" | "c.07-2024" => Some(Edition::C07_2024_08),
            "2026" | "2026-03" | "c07-2026" | "c.07-2026" => Some(Edition::C07_2026),
            _ => None,
        }
    }
    /// Short name, as `--edition` takes it.
    pub fn year(self) -> &'static str {
        match self {
            Edition::C07_2023 => "2023",
            Edition::C07_2024_08 => "2024",
            Edition::C07_2026 => "2026",
        }
    }
    pub fn is_implemented(self) -> bool {
        true
    }
    /// The edition in force on a date.
    pub fn in_force_on(date: (u32, u32, u32)) -> Edition {
        if date >= EDITION_2026_FROM {
            Edition::C07_2026
        } else if date >= EDITION_2024_FROM {
            Edition::C07_2024_08
        } else {
            Edition::C07_2023
        }
    }
    /// The edition a tournament was run under: the one in force on its start date (TRF `042`),
    /// the latest when the file has no readable start date. Returns the reason with it.
    pub fn of_tournament(t: &Tournament) -> (Edition, String) {
        let text = t.info.start_date.trim();
        match crate::trf::parse_date(text, false) {
            Some(d) => {
                let e = Edition::in_force_on(d);
                (e, format!("start date {text} (042): {e} was in force"))
            }
            None if text.is_empty() => (Edition::LATEST, format!("no start date (042): the latest edition, {}", Edition::LATEST)),
            None => (Edition::LATEST, format!("start date {text:?} (042) not readable: the latest edition, {}", Edition::LATEST)),
        }
    }
    /// 16.2.4 / 16.3.1 (2026): a forfeit loss counts for the opponents at its actual result,
    /// last rounds too; before, a forfeit loss not followed by availability was a draw (16.2.5).
    pub fn forfeit_losses_at_actual_result(self) -> bool {
        self == Edition::C07_2026
    }
    /// 16.4.1 / 16.4.2 (2026): the dummy's score is capped.
    pub fn caps_dummy(self) -> bool {
        self == Edition::C07_2026
    }
    /// 14.1.2 d (Aug 2024 on): among the lowest-scored opponents, SB-C1 cuts the lowest
    /// contribution; 16.5.2 a: among VURs, the lowest contribution.
    pub fn cuts_lowest_contribution(self) -> bool {
        self != Edition::C07_2023
    }
    /// Art. 10 (2026): rating-based tie-breaks are dropped when unrated players are present,
    /// unless the tournament gives unrated players a rating.
    pub fn drops_ratings_with_unrated(self) -> bool {
        self == Edition::C07_2026
    }
    /// Averages over no games (ARO, TPR, AOB...) are undefined (`null`) rather than 0: the
    /// 2023 corpus (older TieBreakServer) printed 0, FIDE's 2026 program leaves them undefined.
    pub fn empty_average_is_undefined(self) -> bool {
        self != Edition::C07_2023
    }
}

/// How a few points the texts leave to the program are read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Reading {
    /// The C.07 text as the FSI seed slides read it (the conformance corpus' `players` values).
    #[default]
    Text,
    /// What FIDE TEC's TieBreakServer (commit 7bff943) prints: a trailing forfeit loss keeps its
    /// 0 for the opponents (only rounds without a scheduled opponent become draws), a last-round
    /// PAB counts 1.5 in Fore-Buchholz, and its B.02 expected-score table has 0.93 at 411 and
    /// 0.99 at 610 (the corpus' `tbs_unpatched` values).
    TieBreakServer,
}

/// Parameters of every tie-break computation.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Options {
    pub edition: Edition,
    pub reading: Reading,
    /// Rating given to unrated players in ARO/TPR/PTP/APRO/APPO; `None`: their games are skipped
    /// (C.07 2023 leaves unrated players to the tournament rules).
    pub unrated_rating: Option<u32>,
    /// Round robin: forfeits count as played games (C.07 15.2) and no Buchholz dummy rounds.
    pub round_robin: bool,
}

impl Options {
    /// The options a tournament's own standings use: the C.07 edition its start date chooses
    /// (`Edition::of_tournament`), everything else by default.
    pub fn of_tournament(t: &Tournament) -> Options {
        Options { edition: Edition::of_tournament(t).0, ..Default::default() }
    }
}

/// Why a tie-break value is undefined (shown empty, `null` in JSON). The CLI prints the English
/// sentence ([`fmt::Display`], also the JSON text); the app maps each case to its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undefined {
    /// 2026 Art. 10: rating-based tie-breaks dropped, unrated players present and no rating set
    /// for them (`unrated`: how many; `shown`: up to five of their pairing numbers).
    RatingsDropped { unrated: usize, shown: Vec<PlayerId> },
    /// ARO (10.1): no rated game over the board left to average.
    NoRatedGameToAverage,
    /// TPR / PTP (10.2, 10.3): no rated game over the board.
    NoRatedGame,
    /// APRO / APPO (10.4, 10.5): no game played over the board.
    NoGamePlayed,
    /// AOB (8.2): no game played over the board, no average.
    NoGameForAverage,
}

impl Undefined {
    /// The article of C.07 that makes the value undefined.
    pub fn article(&self) -> &'static str {
        match self {
            Undefined::RatingsDropped { .. } => "10",
            Undefined::NoRatedGameToAverage => "10.1",
            Undefined::NoRatedGame => "10.2, 10.3",
            Undefined::NoGamePlayed => "10.4, 10.5",
            Undefined::NoGameForAverage => "8.2",
        }
    }
}

impl fmt::Display for Undefined {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Undefined::RatingsDropped { unrated, shown } => {
                let ids: Vec<String> = shown.iter().map(|i| i.to_string()).collect();
                let more = if *unrated > shown.len() { ", ..." } else { "" };
                write!(f, "dropped: {unrated} unrated player(s) ({}{more}) and no rating set for unrated players (C.07 2026 Art. 10)", ids.join(", "))
            }
            Undefined::NoRatedGameToAverage => f.write_str("no rated game over the board left to average (C.07 10.1)"),
            Undefined::NoRatedGame => f.write_str("no rated game over the board (C.07 10)"),
            Undefined::NoGamePlayed => f.write_str("no game played over the board (C.07 10.4, 10.5)"),
            Undefined::NoGameForAverage => f.write_str("no game played over the board: no average (C.07 8.2)"),
        }
    }
}

impl serde::Serialize for Undefined {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Errors from parsing a tie-break list or computing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TieBreakError {
    UnknownCode(String),
    BadModifier(String),
    RoundOutOfRange { requested: u32, available: u32 },
    /// A Buchholz-family code in a round robin's list (C.07 Art. 8 note); the code as written.
    NotInRoundRobin(String),
}

impl fmt::Display for TieBreakError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TieBreakError::UnknownCode(c) => write!(f, "unknown tie-break code {c:?}"),
            TieBreakError::BadModifier(c) => write!(f, "modifier not allowed or malformed in {c:?}"),
            TieBreakError::RoundOutOfRange { requested, available } => {
                write!(f, "round {requested} requested, the file has {available} rounds")
            }
            TieBreakError::NotInRoundRobin(c) => write!(f, "{c} is a Buchholz tie-break, which must not be used in round robins (C.07 Art. 8, note)"),
        }
    }
}

impl std::error::Error for TieBreakError {}

/// An exact tie-break value in hundredths (points, products of points, averages, ratings).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub struct Value(pub i64);

impl Value {
    pub fn from_int(v: i64) -> Value {
        Value(v * 100)
    }
    pub fn from_score(s: Score) -> Value {
        Value(s.0 as i64 * 10)
    }
    /// Product of two scores (Sonneborn-Berger terms).
    pub fn product(a: Score, b: Score) -> Value {
        Value(a.0 as i64 * b.0 as i64)
    }
    pub fn hundredths(self) -> i64 {
        self.0
    }
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }
    /// Printed with `decimals` places (0, 1 or 2).
    pub fn format(self, decimals: u8) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        match decimals {
            0 => format!("{sign}{}", a / 100),
            1 => format!("{sign}{}.{}", a / 100, (a % 100) / 10),
            _ => format!("{sign}{}.{:02}", a / 100, a % 100),
        }
    }
}

impl std::ops::Add for Value {
    type Output = Value;
    fn add(self, o: Value) -> Value {
        Value(self.0 + o.0)
    }
}

impl std::iter::Sum for Value {
    fn sum<I: Iterator<Item = Value>>(iter: I) -> Value {
        Value(iter.map(|v| v.0).sum())
    }
}

/// Integer division rounded half up (for non-negative and negative numerators alike).
pub(crate) fn div_round_half_up(num: i64, den: i64) -> i64 {
    debug_assert!(den > 0);
    (2 * num + den).div_euclid(2 * den)
}

/// One term of a tie-break sum: what a round contributed, and whether a modifier removed it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Part {
    pub round: u32,
    /// The opponent whose data was used; `None` for the player's own unplayed round (the dummy).
    pub opponent: Option<PlayerId>,
    /// Short description of the round and of the rule applied (article cited).
    pub note: String,
    pub value: Value,
    /// Voluntarily unplayed round of the player (cut first, C.07 16.5).
    pub vur: bool,
    /// Why a modifier removed this value, if it did.
    pub cut: Option<String>,
}

/// A tie-break value with the terms it was built from.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Computed {
    pub value: Value,
    pub parts: Vec<Part>,
    /// Free text (averages, table look-ups...).
    pub detail: String,
    /// Why the value is undefined (`null`), if it is; `value` is then 0 and separates nobody.
    pub undefined: Option<Undefined>,
}

impl Computed {
    pub fn plain(value: Value) -> Computed {
        Computed { value, parts: Vec::new(), detail: String::new(), undefined: None }
    }
    /// An undefined value, with the reason.
    pub fn undefined(why: Undefined) -> Computed {
        Computed { undefined: Some(why), ..Computed::default() }
    }
}

fn index(id: PlayerId) -> Option<usize> {
    (id as usize).checked_sub(1)
}

/// Everything derived once per (tournament, round, options) and shared by the tie-breaks.
pub struct Context<'a> {
    pub t: &'a Tournament,
    /// Standings after this round (rounds 1..=k count).
    pub k: u32,
    pub opts: &'a Options,
    /// Score after round k, by index (pairing number - 1).
    pub score: Vec<Score>,
    /// Score as seen by the opponents (C.07 16.3), by index.
    pub adjusted: Vec<Score>,
    /// Uncut Buchholz, TPR and PTP of every player, computed on first use (AOB, APRO, APPO).
    caches: [std::cell::OnceCell<Vec<Value>>; 3],
    /// Write the per-round notes of [`Part`] (explain); standings skip them.
    pub notes: bool,
    /// Why the rating-based tie-breaks are dropped (2026 Art. 10), if they are.
    pub ratings_dropped: Option<Undefined>,
}

/// Art. 10 (2026): rating-based tie-breaks "must be dropped from the tournament tie-break list
/// when unrated players are present, unless detailed rules on the handling of unrated players"
/// are given (here: a rating for unrated players, [`Options::unrated_rating`]).
fn ratings_dropped(t: &Tournament, opts: &Options) -> Option<Undefined> {
    if !opts.edition.drops_ratings_with_unrated() || opts.unrated_rating.is_some() {
        return None;
    }
    let unrated: Vec<PlayerId> = t.players.iter().filter(|p| p.rating.unwrap_or(0) == 0).map(|p| p.id).collect();
    if unrated.is_empty() {
        return None;
    }
    Some(Undefined::RatingsDropped { unrated: unrated.len(), shown: unrated.into_iter().take(5).collect() })
}

impl<'a> Context<'a> {
    pub fn new(t: &'a Tournament, k: u32, opts: &'a Options) -> Result<Context<'a>, TieBreakError> {
        let n = t.players.len();
        let mut score = Vec::with_capacity(n);
        let mut adjusted = Vec::with_capacity(n);
        for p in &t.players {
            score.push(t.score_after(p.id, k));
            adjusted.push(unplayed::adjusted_score(t, p.id, k, opts));
        }
        Ok(Context { t, k, opts, score, adjusted, caches: Default::default(), notes: false, ratings_dropped: ratings_dropped(t, opts) })
    }
    pub fn ids(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.t.players.iter().map(|p| p.id)
    }
    pub fn score(&self, id: PlayerId) -> Score {
        index(id).and_then(|i| self.score.get(i)).copied().unwrap_or(Score::ZERO)
    }
    pub fn adjusted(&self, id: PlayerId) -> Score {
        index(id).and_then(|i| self.adjusted.get(i)).copied().unwrap_or(Score::ZERO)
    }
    fn cached(&self, which: usize, f: impl Fn(&Context, PlayerId) -> Value, id: PlayerId) -> Value {
        let all = self.caches[which].get_or_init(|| self.t.players.iter().map(|p| f(self, p.id)).collect());
        index(id).and_then(|i| all.get(i)).copied().unwrap_or_default()
    }
    /// Plain Buchholz of `id` (no modifier).
    pub fn buchholz(&self, id: PlayerId) -> Value {
        self.cached(0, |c, p| buchholz::buchholz(c, p, &TieBreak::new(Kind::Bh)).value, id)
    }
    /// TPR of `id`.
    pub fn tpr(&self, id: PlayerId) -> Value {
        self.cached(1, |c, p| rating::tpr(c, p).value, id)
    }
    /// PTP of `id`.
    pub fn ptp(&self, id: PlayerId) -> Value {
        self.cached(2, |c, p| rating::ptp(c, p).value, id)
    }
    /// A note for a [`Part`], built only when explaining.
    pub fn note(&self, f: impl FnOnce() -> String) -> String {
        if self.notes {
            f()
        } else {
            String::new()
        }
    }
    pub fn rating(&self, id: PlayerId) -> Option<u32> {
        self.t.player(id).and_then(|p| p.rating).filter(|&r| r > 0).or(self.opts.unrated_rating)
    }
}
