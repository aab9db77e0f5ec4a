//! The API in plain Rust: options in, serializable results out, [`ApiError`] on failure.
//! The `#[wasm_bindgen]` functions in `lib.rs` only convert JS values to and from these.

use crate::error::{ApiError, Code};
use serde::{Deserialize, Serialize};
use torre_core::pairing::{self, PairError, PairOptions, RoundPairing};
use torre_core::trf::{self, ReadOptions};
use torre_core::tiebreak::spec::presets;
use torre_core::tiebreak::{self, Edition, Reading, TieBreak, TieBreakError};
use torre_core::{AccelerationMethod, DubovEdition, DutchEdition, PairingSystem, PlayerId, Tournament};

/// A string or a number (`edition: 2017` and `edition: "2017"` are both accepted).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum Text {
    Str(String),
    Num(f64),
}

impl Text {
    pub fn text(&self) -> String {
        match self {
            Text::Str(s) => s.trim().to_string(),
            Text::Num(n) => format!("{n}"),
        }
    }
}

/// A list given as one comma-separated string or as an array of strings.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum List {
    One(String),
    Many(Vec<String>),
}

impl List {
    pub fn items(&self) -> Vec<String> {
        match self {
            List::One(s) => s.split([',', ' ']).map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect(),
            List::Many(v) => v.iter().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect(),
        }
    }
}

/// The property names an options object may have (serde-wasm-bindgen reads only the known
/// fields of a struct, so `deny_unknown_fields` alone would not catch a misspelt option).
pub trait OptionKeys {
    const KEYS: &'static [&'static str];
}

impl OptionKeys for ParseOptions {
    const KEYS: &'static [&'static str] = &["strict"];
}
impl OptionKeys for PairOptionsJs {
    const KEYS: &'static [&'static str] = &["system", "acceleration", "edition"];
}
impl OptionKeys for StandingsOptions {
    const KEYS: &'static [&'static str] = &["tiebreaks", "afterRound", "edition", "reading", "unratedRating", "roundRobin"];
}
impl OptionKeys for ExplainOptions {
    const KEYS: &'static [&'static str] =
        &["round", "player", "system", "acceleration", "tiebreaks", "afterRound", "edition", "reading", "unratedRating", "roundRobin"];
}

// ---------------------------------------------------------------- TRF

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default)]
pub struct ParseOptions {
    pub strict: bool,
}

/// A problem that did not stop the reading.
#[derive(Clone, Debug, Serialize)]
pub struct Warning {
    pub message: String,
    pub line: Option<usize>,
    pub columns: Option<(usize, usize)>,
    pub player: Option<u32>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ParseReport {
    pub tournament: Tournament,
    pub warnings: Vec<Warning>,
}

pub fn parse_trf(bytes: &[u8], opts: &ParseOptions) -> Result<ParseReport, ApiError> {
    let outcome = trf::read(bytes, &ReadOptions { strict: opts.strict }).map_err(|e| ApiError::from_trf(Code::TrfInvalid, &e))?;
    let warnings = outcome
        .warnings
        .iter()
        .map(|w| Warning { message: w.to_string(), line: w.line, columns: w.columns, player: w.player })
        .collect();
    Ok(ParseReport { tournament: outcome.tournament, warnings })
}

/// A tournament object from JS must be as consistent as one read from a TRF: pairing numbers
/// 1..N in order, games mirrored on both sides, opponents that exist. Checked by the TRF reader
/// itself on the object written out (so the rules are the core's), reporting the player.
pub fn validate(t: &Tournament) -> Result<(), ApiError> {
    if t.players.is_empty() {
        return Err(ApiError::new(Code::InvalidTournament, "the tournament has no players").with_path("players"));
    }
    for (i, p) in t.players.iter().enumerate() {
        if p.id as usize != i + 1 {
            return Err(ApiError::new(
                Code::InvalidTournament,
                format!("players[{i}] has id {}, expected {} (players are listed by pairing number 1..N)", p.id, i + 1),
            )
            .with_path(format!("players[{i}].id")));
        }
        for (r, e) in p.rounds.iter().enumerate() {
            if let Some(opp) = e.opponent() {
                if opp == 0 || opp as usize > t.players.len() || opp == p.id {
                    return Err(ApiError::new(
                        Code::InvalidTournament,
                        format!("player {} in round {}: opponent {opp} does not exist", p.id, r + 1),
                    )
                    .with_player(p.id)
                    .with_path(format!("players[{i}].rounds[{r}]")));
                }
            }
        }
    }
    let text = trf::write(t);
    trf::read_str(&text, &ReadOptions::default()).map_err(|e| {
        // line numbers would point into the generated text: keep the message and the player
        let mut err = ApiError::new(Code::InvalidTournament, format!("inconsistent tournament: {}", e.message));
        err.player = e.player;
        if let Some(p) = e.player {
            err.path = Some(format!("players[{}]", p.saturating_sub(1)));
        }
        err
    })?;
    Ok(())
}

// ---------------------------------------------------------------- pairing

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default)]
pub struct PairOptionsJs {
    /// "dutch" | "dubov" | "burstein" | "roundrobin" | "doubleroundrobin" (default: the tournament's `system`).
    pub system: Option<String>,
    /// "none" | "baku" (default: the tournament's `acceleration_method`).
    pub acceleration: Option<String>,
    /// The system's text: Dutch 2017 | 2026, Dubov 2018 | 2026 (default: what the TRF header
    /// declares, else the tournament's `edition` / `dubov_edition`).
    pub edition: Option<Text>,
}

impl PairOptionsJs {
    pub fn resolve(&self, t: &Tournament) -> Result<(PairOptions, AccelerationMethod), ApiError> {
        let system = match &self.system {
            None => t.system,
            Some(s) => match s.trim().to_ascii_lowercase().as_str() {
                "dutch" | "fide_dutch" | "fide-dutch" => PairingSystem::Dutch,
                "dubov" | "fide_dubov" | "fide-dubov" => PairingSystem::Dubov,
                "burstein" | "fide_burstein" | "fide-burstein" => PairingSystem::Burstein,
                "roundrobin" | "round_robin" | "round-robin" => PairingSystem::RoundRobin,
                "doubleroundrobin" | "double_round_robin" | "double-round-robin" => PairingSystem::DoubleRoundRobin,
                other => {
                    return Err(ApiError::new(Code::InvalidOptions, format!("unknown pairing system {other:?} (use \"dutch\", \"dubov\", \"burstein\", \"roundrobin\" or \"doubleroundrobin\")"))
                        .with_path("system"))
                }
            },
        };
        let mut options = PairOptions { system, edition: default_edition(t), dubov_edition: default_dubov_edition(t) };
        if let Some(e) = &self.edition {
            match (system, e.text().to_ascii_lowercase().trim_start_matches('e')) {
                (PairingSystem::Dutch, "2017") => options.edition = DutchEdition::E2017,
                (PairingSystem::Dutch, "2026") => options.edition = DutchEdition::E2026,
                (PairingSystem::Dubov, "2018") => options.dubov_edition = DubovEdition::E2018,
                (PairingSystem::Dubov, "2026") => options.dubov_edition = DubovEdition::E2026,
                (system, other) => {
                    let (name, years) = if system == PairingSystem::Dutch { ("Dutch", "2017 or 2026") } else { ("Dubov", "2018 or 2026") };
                    return Err(ApiError::new(Code::InvalidOptions, format!("unknown {name} edition {other:?} (use {years})")).with_path("edition"));
                }
            }
        }
        let acceleration = match &self.acceleration {
            None => t.acceleration_method,
            Some(a) => match a.trim().to_ascii_lowercase().as_str() {
                "" | "none" => AccelerationMethod::None,
                "baku" => AccelerationMethod::Baku,
                other => {
                    return Err(ApiError::new(Code::InvalidOptions, format!("unknown acceleration {other:?} (use \"none\" or \"baku\")"))
                        .with_path("acceleration"))
                }
            },
        };
        Ok((options, acceleration))
    }
}

/// As the `torre` command line: the edition the TRF header declares (192, 092, dates), else the
/// tournament object's `edition` (which the TRF reader sets from the same header).
fn default_edition(t: &Tournament) -> DutchEdition {
    trf::declared_edition(&t.info, true).unwrap_or(t.edition)
}

/// As [`default_edition`], for the Dubov texts.
fn default_dubov_edition(t: &Tournament) -> DubovEdition {
    trf::declared_dubov_edition(&t.info, true).unwrap_or(t.dubov_edition)
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardJs {
    /// 1-based, in publication order (C.04.2.E).
    pub board: u32,
    pub white: PlayerId,
    pub black: PlayerId,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairingJs {
    pub round: u32,
    pub boards: Vec<BoardJs>,
    /// The player given the pairing-allocated bye, if any.
    pub bye: Option<PlayerId>,
}

impl From<&RoundPairing> for PairingJs {
    fn from(p: &RoundPairing) -> PairingJs {
        PairingJs {
            round: p.round,
            boards: p.boards.iter().enumerate().map(|(i, b)| BoardJs { board: i as u32 + 1, white: b.white, black: b.black }).collect(),
            bye: p.bye,
        }
    }
}

pub fn pair(mut t: Tournament, opts: &PairOptionsJs) -> Result<PairingJs, ApiError> {
    let (options, acceleration) = opts.resolve(&t)?;
    t.acceleration_method = acceleration;
    let p = pairing::pair_next_round(&t, &options)?;
    Ok(PairingJs::from(&p))
}

/// The pairing round `round` shows in the tournament, boards in publication order.
pub fn round_pairing(t: &Tournament, round: u32) -> Result<PairingJs, ApiError> {
    let last = t.rounds_in_file();
    if round == 0 || round > last {
        return Err(ApiError::new(Code::RoundOutOfRange, format!("round {round} requested, the tournament has {last} rounds")));
    }
    let mut p = pairing::pairing_in_file(t, round);
    pairing::order_boards(t, round, &mut p.boards);
    Ok(PairingJs::from(&p))
}

#[derive(Clone, Debug, Serialize)]
pub struct ErrorInfo {
    pub code: Code,
    pub message: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct RoundCheckJs {
    pub round: u32,
    /// Same pairs, same colours and same bye as the file (board order ignored).
    pub matches: bool,
    pub expected: PairingJs,
    pub produced: Option<PairingJs>,
    /// Why the engine produced no pairing.
    pub error: Option<ErrorInfo>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CheckReportJs {
    pub rounds: Vec<RoundCheckJs>,
    pub checked: usize,
    pub differing: usize,
}

pub fn check(mut t: Tournament, opts: &PairOptionsJs) -> Result<CheckReportJs, ApiError> {
    let (options, acceleration) = opts.resolve(&t)?;
    t.acceleration_method = acceleration;
    let report = pairing::check(&t, &options);
    // An engine that is not there must not look like a list of differing rounds.
    for r in &report.rounds {
        if let Err(e @ PairError::Unsupported(_)) = &r.produced {
            return Err(ApiError::from(e.clone()));
        }
    }
    let rounds = report
        .rounds
        .iter()
        .map(|r| {
            let (produced, error) = match &r.produced {
                Ok(p) => (Some(PairingJs::from(p)), None),
                Err(e) => {
                    let api = ApiError::from(e.clone());
                    (None, Some(ErrorInfo { code: api.code, message: api.message }))
                }
            };
            RoundCheckJs { round: r.round, matches: r.matches(), expected: PairingJs::from(&r.expected), produced, error }
        })
        .collect();
    Ok(CheckReportJs { rounds, checked: report.rounds.len(), differing: report.differing() })
}

// ---------------------------------------------------------------- standings

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct StandingsOptions {
    /// "BH/C1,BH,SB" or ["BH/C1", "BH", "SB"], or a preset name ("swiss", "swiss-rated",
    /// "round-robin"); default: the tournament's list, else the Swiss preset.
    pub tiebreaks: Option<List>,
    /// Standings after this round (default: the last round paired).
    pub after_round: Option<u32>,
    /// Edition of C.07: "2023", "2024" (August 2024), "2026" (March 2026); default: the one in
    /// force on the tournament's start date (042), the latest without one.
    pub edition: Option<Text>,
    /// "text" (default: C.07 as written) or "tieBreakServer" (as FIDE's TieBreakServer computes).
    pub reading: Option<String>,
    /// Rating given to unrated players in ARO/TPR... (default: their games are skipped).
    pub unrated_rating: Option<u32>,
    /// Round robin: forfeits count as played, no Buchholz dummy rounds (also without being
    /// asked when the tournament is one: its system, or a 092 naming one).
    pub round_robin: bool,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TieBreakInfo {
    /// Canonical code (e.g. "BH/C1").
    pub code: String,
    /// Human-readable name of the tie-break.
    pub name: String,
    /// Why the whole column is empty (C.07 2026 Art. 10), if it is.
    pub dropped: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StandingRow {
    /// 1-based; players tied on points and every tie-break share a rank.
    pub rank: u32,
    /// The rank is shared with another player.
    pub shared: bool,
    /// Pairing number.
    pub player: PlayerId,
    pub name: String,
    pub title: String,
    pub rating: Option<u32>,
    pub federation: String,
    /// Points after `afterRound` (e.g. 4.5).
    pub points: f64,
    /// Tie-break values, in the order of `tiebreaks`; `null` where undefined.
    pub values: Vec<Option<f64>>,
    /// The same values printed with the usual number of decimals ("" where undefined).
    pub display: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StandingsJs {
    pub after_round: u32,
    /// The C.07 edition used: "2023" | "2024" | "2026".
    pub edition: String,
    /// Why that edition: "options" or the start date rule.
    pub edition_reason: String,
    pub tiebreaks: Vec<TieBreakInfo>,
    /// Sorted by rank, then pairing number.
    pub rows: Vec<StandingRow>,
}

fn tiebreak_error(e: TieBreakError, path: &str) -> ApiError {
    let code = match e {
        TieBreakError::UnknownCode(_) | TieBreakError::BadModifier(_) | TieBreakError::NotInRoundRobin(_) => Code::InvalidOptions,
        TieBreakError::RoundOutOfRange { .. } => Code::RoundOutOfRange,
    };
    ApiError::new(code, e.to_string()).with_path(path)
}

/// The tie-break list and options of a standings or explain call, and why that edition.
fn tiebreak_setup(t: &Tournament, opts: &StandingsOptions) -> Result<(Vec<TieBreak>, tiebreak::Options, String), ApiError> {
    // C.07 15.2: a tournament that is a round robin (its system, from 192 `FIDE_ROUNDROBIN`, or
    // a 092 naming one) gets the round-robin rules unasked, as in `torre standings`
    let round_robin = opts.round_robin || tiebreak::standings::looks_round_robin(t);
    let list = match &opts.tiebreaks {
        Some(list) => {
            let items = list.items();
            let list = match items.as_slice() {
                [one] if presets::by_name(one).is_some() => presets::by_name(one).unwrap_or_default(),
                _ => TieBreak::parse_all(&items).map_err(|e| tiebreak_error(e, "tiebreaks"))?,
            };
            // C.07 Art. 8 note: no Buchholz tie-break in a round robin's list
            tiebreak::standings::check_round_robin_list(&list, round_robin).map_err(|e| tiebreak_error(e, "tiebreaks"))?;
            list
        }
        // the file's own list (checked the same way), else the preset for the kind of event
        None => tiebreak::standings::default_tiebreaks(t, round_robin).map_err(|e| tiebreak_error(e, "tiebreaks"))?,
    };
    let (edition, why) = match &opts.edition {
        None => Edition::of_tournament(t),
        Some(e) => (
            Edition::parse(&e.text()).ok_or_else(|| {
                ApiError::new(Code::InvalidOptions, format!("unknown C.07 edition {:?} (use 2023, 2024 or 2026)", e.text())).with_path("edition")
            })?,
            "options".to_string(),
        ),
    };
    let reading = match opts.reading.as_deref().map(|r| r.trim().to_ascii_lowercase()) {
        None => Reading::Text,
        Some(r) if r == "text" => Reading::Text,
        Some(r) if r == "tiebreakserver" || r == "tie-break-server" || r == "tbs" => Reading::TieBreakServer,
        Some(r) => {
            return Err(ApiError::new(Code::InvalidOptions, format!("unknown reading {r:?} (use \"text\" or \"tieBreakServer\")")).with_path("reading"))
        }
    };
    Ok((list, tiebreak::Options { edition, reading, unrated_rating: opts.unrated_rating, round_robin }, why))
}

fn tiebreak_call_error(e: TieBreakError) -> ApiError {
    let path = if matches!(e, TieBreakError::RoundOutOfRange { .. }) { "afterRound" } else { "edition" };
    tiebreak_error(e, path)
}

pub fn standings(t: &Tournament, opts: &StandingsOptions) -> Result<StandingsJs, ApiError> {
    let (list, options, why) = tiebreak_setup(t, opts)?;
    let s = tiebreak::standings(t, &list, opts.after_round, &options).map_err(tiebreak_call_error)?;
    let rows = s
        .rows
        .iter()
        .map(|r| {
            let p = t.player(r.id);
            StandingRow {
                rank: r.rank,
                shared: r.shared,
                player: r.id,
                name: p.map(|p| p.name.clone()).unwrap_or_default(),
                title: p.map(|p| p.title.clone()).unwrap_or_default(),
                rating: p.and_then(|p| p.rating),
                federation: p.map(|p| p.federation.clone()).unwrap_or_default(),
                points: r.points.as_f64(),
                values: (0..s.tiebreaks.len()).map(|i| r.get(i).map(|v| v.as_f64())).collect(),
                display: s.tiebreaks.iter().enumerate().map(|(i, tb)| r.get(i).map(|v| v.format(tb.kind.decimals())).unwrap_or_default()).collect(),
            }
        })
        .collect();
    let tiebreaks = s.tiebreaks.iter().zip(&s.dropped).map(|(tb, d)| TieBreakInfo { code: tb.code(), name: tb.kind.name().to_string(), dropped: d.as_ref().map(|d| d.to_string()) }).collect();
    Ok(StandingsJs { after_round: s.after_round, edition: s.edition.year().to_string(), edition_reason: why, tiebreaks, rows })
}

// ---------------------------------------------------------------- explain

/// `{round}`: how that round is paired, step by step (`system`, `acceleration`, `edition`
/// 2017|2026 as for `pair`); `{player}`: how each tie-break of that player was computed (the
/// other fields as for standings).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ExplainOptions {
    pub round: Option<u32>,
    pub player: Option<PlayerId>,
    /// `{round}`: "dutch" | "dubov" and "none" | "baku", as for `pair` (`edition`: Dutch 2017 | 2026, Dubov 2018 | 2026).
    pub system: Option<String>,
    pub acceleration: Option<String>,
    pub tiebreaks: Option<List>,
    pub after_round: Option<u32>,
    pub edition: Option<Text>,
    pub reading: Option<String>,
    pub unrated_rating: Option<u32>,
    pub round_robin: bool,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PartJs {
    pub round: u32,
    pub opponent: Option<PlayerId>,
    pub note: String,
    pub value: f64,
    /// Voluntarily unplayed round (cut first).
    pub vur: bool,
    /// Why a modifier removed this value.
    pub cut: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExplainItem {
    pub code: String,
    pub name: String,
    /// `null` when undefined (see `undefined`).
    pub value: Option<f64>,
    pub display: String,
    /// Why the value is undefined (C.07 2026 Art. 10 drop, an average over no game), if it is.
    pub undefined: Option<String>,
    pub detail: String,
    pub parts: Vec<PartJs>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExplanationJs {
    /// "tiebreaks" (the only kind so far; "pairing" once pairing explanations exist).
    pub kind: String,
    pub player: PlayerId,
    pub name: String,
    pub after_round: u32,
    /// The C.07 edition used ("2023" | "2024" | "2026"); the notes cite its articles.
    pub edition: String,
    pub edition_reason: String,
    pub rank: u32,
    pub points: f64,
    pub items: Vec<ExplainItem>,
    /// The same as readable text.
    pub text: String,
}

/// `{round}`: the step-by-step trace of how that round is paired (issue 7). The trace keeps
/// torre-core's field names (snake_case, as the Tournament object), points as decimals.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PairingExplanationJs {
    /// "pairing"
    pub kind: String,
    pub round: u32,
    /// "dutch" | "dubov" | "burstein" | "roundrobin" | "doubleroundrobin"
    pub system: String,
    /// The engine's pairing of the round, boards in publication order.
    pub pairing: PairingJs,
    /// `torre_core::explain::DutchTrace` / `DubovTrace`: brackets, candidates, colours (a
    /// Burstein seeding round, Art. 1.6, has `dutch`).
    pub dutch: Option<torre_core::explain::DutchTrace>,
    pub dubov: Option<torre_core::explain::DubovTrace>,
    /// A Burstein round after the seeding rounds: the Index, brackets by BSN, colour articles.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub burstein: Option<torre_core::explain::BursteinTrace>,
    /// A round robin's round: the Berger table row that gave it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub roundrobin: Option<torre_core::explain::RoundRobinTrace>,
    /// The same, as readable text (`torre --explain`).
    pub text: String,
}

/// What `explain` returns: a tie-break or a pairing explanation.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum ExplainResult {
    Tiebreaks(ExplanationJs),
    Pairing(Box<PairingExplanationJs>),
}

pub fn explain(t: &Tournament, opts: &ExplainOptions) -> Result<ExplainResult, ApiError> {
    match (opts.player, opts.round) {
        (None, Some(round)) => explain_round(t, round, opts).map(|e| ExplainResult::Pairing(Box::new(e))),
        _ => explain_player(t, opts).map(ExplainResult::Tiebreaks),
    }
}

/// `{round}`: pair that round from the tournament as it stood before it and trace the rules.
pub fn explain_round(t: &Tournament, round: u32, opts: &ExplainOptions) -> Result<PairingExplanationJs, ApiError> {
    let next = pairing::next_round(t);
    if round == 0 || round > next {
        return Err(ApiError::new(Code::RoundOutOfRange, format!("round {round} requested: the tournament has {} paired rounds", next - 1)).with_path("round"));
    }
    let popts = PairOptionsJs { system: opts.system.clone(), acceleration: opts.acceleration.clone(), edition: opts.edition.clone() };
    let (options, acceleration) = popts.resolve(t)?;
    let mut t = t.clone();
    t.acceleration_method = acceleration;
    let e = torre_core::explain::explain(&t, &options, Some(round))?;
    Ok(PairingExplanationJs {
        kind: "pairing".into(),
        round: e.round,
        system: e.system.clone(),
        pairing: PairingJs::from(&e.pairing),
        text: torre_core::explain::text::render(&e),
        dutch: e.dutch,
        dubov: e.dubov,
        burstein: e.burstein,
        roundrobin: e.roundrobin,
    })
}

fn explain_player(t: &Tournament, opts: &ExplainOptions) -> Result<ExplanationJs, ApiError> {
    let id = match (opts.player, opts.round) {
        (Some(_), Some(_)) => {
            return Err(ApiError::new(Code::InvalidOptions, "explain takes either {round} (a pairing) or {player} (tie-breaks), not both").with_path("round"))
        }
        (None, _) => {
            return Err(ApiError::new(Code::InvalidOptions, "explain needs {round} (a pairing) or {player} (tie-breaks)").with_path("player"))
        }
        (Some(id), None) => id,
    };
    if t.player(id).is_none() {
        return Err(ApiError::new(Code::InvalidOptions, format!("no player with pairing number {id}")).with_path("player"));
    }
    let sopts = StandingsOptions {
        tiebreaks: opts.tiebreaks.clone(),
        after_round: opts.after_round,
        edition: opts.edition.clone(),
        reading: opts.reading.clone(),
        unrated_rating: opts.unrated_rating,
        round_robin: opts.round_robin,
    };
    let (list, options, why) = tiebreak_setup(t, &sopts)?;
    let e = tiebreak::explain(t, id, &list, opts.after_round, &options).map_err(tiebreak_call_error)?;
    let items = e
        .items
        .iter()
        .map(|item| ExplainItem {
            code: item.tiebreak.code(),
            name: item.tiebreak.kind.name().to_string(),
            value: item.computed.undefined.is_none().then(|| item.computed.value.as_f64()),
            display: if item.computed.undefined.is_some() { String::new() } else { item.computed.value.format(item.tiebreak.kind.decimals()) },
            undefined: item.computed.undefined.as_ref().map(|u| u.to_string()),
            detail: item.computed.detail.clone(),
            parts: item
                .computed
                .parts
                .iter()
                .map(|p| PartJs { round: p.round, opponent: p.opponent, note: p.note.clone(), value: p.value.as_f64(), vur: p.vur, cut: p.cut.clone() })
                .collect(),
        })
        .collect();
    Ok(ExplanationJs {
        kind: "tiebreaks".into(),
        player: e.id,
        name: e.name.clone(),
        after_round: e.after_round,
        edition: e.edition.year().to_string(),
        edition_reason: why,
        rank: e.rank,
        points: e.points.as_f64(),
        items,
        text: e.to_text(),
    })
}

// ---------------------------------------------------------------- generator

/// A random tournament as TRF text (`torre -g`): `config` holds `Key=Value` lines (the keys of
/// `torre_core::generator::Config::KEYS`, empty for all drawn from the seed); the same seed
/// gives the same text as the command line. `trf2026`: the TRF-2026 layout instead of TRF-16.
pub fn generate_trf(config: &str, seed: f64, opts: &PairOptionsJs, trf2026: bool) -> Result<String, ApiError> {
    if !(seed >= 0.0 && seed.fract() == 0.0 && seed <= 9_007_199_254_740_991.0) {
        return Err(ApiError::new(Code::InvalidArgument, format!("the seed must be a whole number from 0 to 2^53-1, found {seed}")));
    }
    let (options, _) = opts.resolve(&Tournament::default())?;
    let mut c = torre_core::generator::Config { system: options.system, edition: options.edition, dubov_edition: options.dubov_edition, ..Default::default() };
    c.parse(config).map_err(|e| ApiError::new(Code::InvalidOptions, e.to_string()))?;
    let t = torre_core::generator::generate(&c, seed as u64).map_err(|e| match e {
        torre_core::generator::GenError::Pairing(p) => ApiError::from(p),
        other => ApiError::new(Code::InvalidOptions, other.to_string()),
    })?;
    Ok(if trf2026 { trf::write_2026(&t) } else { trf::write(&t) })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRF: &str = "012 Mini\n\
001    1      Anna                              1850 SWE                         1.0          2 w 1\n\
001    2      Bo                                1790 SWE                         0.0          1 b 0\n\
XXR 3\n";

    fn mini() -> Tournament {
        parse_trf(TRF.as_bytes(), &ParseOptions::default()).expect("mini TRF").tournament
    }

    #[test]
    fn parse_errors_keep_line_and_columns() {
        let bad = TRF.replace("1850", "18x0");
        let e = parse_trf(bad.as_bytes(), &ParseOptions::default()).unwrap_err();
        assert_eq!(e.code, Code::TrfInvalid);
        assert_eq!(e.line, Some(2));
        assert_eq!(e.columns, Some((49, 52)));
    }

    #[test]
    fn validate_names_the_player_and_path() {
        let mut t = mini();
        t.players[0].rounds[0] = torre_core::RoundEntry::Game { opponent: 7, colour: None, result: torre_core::GameResult::Win };
        let e = validate(&t).unwrap_err();
        assert_eq!((e.code, e.player, e.path.as_deref()), (Code::InvalidTournament, Some(1), Some("players[0].rounds[0]")));
        let mut t = mini();
        t.players[1].id = 5;
        assert_eq!(validate(&t).unwrap_err().path.as_deref(), Some("players[1].id"));
        assert!(validate(&mini()).is_ok());
    }

    #[test]
    fn options_resolve_with_defaults_and_reject_unknown_values() {
        let t = mini();
        let (o, acc) = PairOptionsJs::default().resolve(&t).unwrap();
        assert_eq!((o.system, o.edition, acc), (PairingSystem::Dutch, DutchEdition::E2026, AccelerationMethod::None));
        assert_eq!(o.dubov_edition, DubovEdition::E2026);
        let opts = PairOptionsJs { system: Some("Dutch".into()), edition: Some(Text::Num(2017.0)), acceleration: Some("baku".into()) };
        let (o, acc) = opts.resolve(&t).unwrap();
        assert_eq!((o.system, o.edition, acc), (PairingSystem::Dutch, DutchEdition::E2017, AccelerationMethod::Baku));
        let opts = PairOptionsJs { system: Some("Dubov".into()), edition: Some(Text::Num(2018.0)), ..Default::default() };
        assert_eq!(opts.resolve(&t).unwrap().0.dubov_edition, DubovEdition::E2018);
        // 2017 is a Dutch text, 2018 a Dubov one
        let opts = PairOptionsJs { system: Some("Dubov".into()), edition: Some(Text::Num(2017.0)), ..Default::default() };
        assert_eq!(opts.resolve(&t).unwrap_err().path.as_deref(), Some("edition"));
        let bad = PairOptionsJs { system: Some("monrad".into()), ..Default::default() };
        assert_eq!(bad.resolve(&t).unwrap_err().path.as_deref(), Some("system"));
    }

    #[test]
    fn standings_and_round_pairing() {
        let t = mini();
        let s = standings(&t, &StandingsOptions { tiebreaks: Some(List::One("BH, SB".into())), ..Default::default() }).unwrap();
        assert_eq!(s.after_round, 1);
        assert_eq!(s.tiebreaks.iter().map(|t| t.code.as_str()).collect::<Vec<_>>(), ["BH", "SB"]);
        assert_eq!(s.rows.iter().map(|r| (r.rank, r.player, r.points)).collect::<Vec<_>>(), [(1, 1, 1.0), (2, 2, 0.0)]);
        let e = standings(&t, &StandingsOptions { tiebreaks: Some(List::One("XYZ".into())), ..Default::default() }).unwrap_err();
        assert_eq!((e.code, e.path.as_deref()), (Code::InvalidOptions, Some("tiebreaks")));
        let p = round_pairing(&t, 1).unwrap();
        assert_eq!(p.boards, vec![BoardJs { board: 1, white: 1, black: 2 }]);
        assert_eq!(round_pairing(&t, 2).unwrap_err().code, Code::RoundOutOfRange);
    }

    /// A round robin (by its system, as a 192 `FIDE_ROUNDROBIN` file reads, or by a 092 naming
    /// one) is ranked by the round-robin preset and refuses Buchholz without `roundRobin: true`,
    /// as `torre standings`.
    #[test]
    fn a_round_robin_gets_the_round_robin_rules_unasked() {
        let mut by_system = mini();
        by_system.system = torre_core::PairingSystem::RoundRobin;
        let mut by_092 = mini();
        by_092.info.kind = "Round robin".into();
        for t in [by_system, by_092] {
            let s = standings(&t, &StandingsOptions::default()).unwrap();
            assert_eq!(s.tiebreaks.iter().map(|t| t.code.as_str()).collect::<Vec<_>>(), ["DE", "WIN", "SB", "KS"]);
            let e = standings(&t, &StandingsOptions { tiebreaks: Some(List::One("BH,SB".into())), ..Default::default() }).unwrap_err();
            assert_eq!((e.code, e.path.as_deref()), (Code::InvalidOptions, Some("tiebreaks")));
        }
        let swiss = standings(&mini(), &StandingsOptions::default()).unwrap();
        assert_eq!(swiss.tiebreaks[0].code, "BH/C1");
    }

    #[test]
    fn explain_needs_a_player_or_a_round() {
        let t = mini();
        // round 2: 1 and 2 have met (C.1), nobody else to pair
        assert_eq!(explain(&t, &ExplainOptions { round: Some(2), ..Default::default() }).unwrap_err().code, Code::NoValidPairing);
        assert_eq!(explain(&t, &ExplainOptions::default()).unwrap_err().code, Code::InvalidOptions);
        let both = ExplainOptions { round: Some(1), player: Some(1), ..Default::default() };
        assert_eq!(explain(&t, &both).unwrap_err().code, Code::InvalidOptions);
        let ExplainResult::Tiebreaks(e) = explain(&t, &ExplainOptions { player: Some(1), tiebreaks: Some(List::One("BH".into())), ..Default::default() }).unwrap() else {
            panic!("a tie-break explanation")
        };
        assert_eq!((e.player, e.rank, e.items.len()), (1, 1, 1));
    }

    /// `{round}` explains a pairing: the trace's pairs are the engine's; round 0 or beyond the
    /// next round is ROUND_OUT_OF_RANGE.
    #[test]
    fn explain_round_traces_the_next_pairing() {
        let t = mini();
        let opts = ExplainOptions { round: Some(1), system: Some("dutch".into()), ..Default::default() };
        let ExplainResult::Pairing(e) = explain(&t, &opts).unwrap() else { panic!("a pairing explanation") };
        assert_eq!((e.kind.as_str(), e.round, e.system.as_str()), ("pairing", 1, "dutch"));
        assert_eq!(e.pairing, round_pairing(&t, 1).unwrap());
        assert!(e.dutch.is_some() && e.text.contains("Round 1"));
        for r in [0, 3] {
            let bad = ExplainOptions { round: Some(r), ..Default::default() };
            assert_eq!(explain(&t, &bad).unwrap_err().code, Code::RoundOutOfRange);
        }
    }

    /// A Burstein round after the seeding rounds carries its Burstein trace, a round robin's
    /// round its Berger-table row (the .d.ts declares both; they were left out).
    #[test]
    fn explain_round_carries_the_burstein_and_round_robin_traces() {
        let four = "012 Four\n\
001    1      Anna                              1850 SWE                         1.0          3 w 1\n\
001    2      Bo                                1790 SWE                         0.5          4 b =\n\
001    3      Cid                               1700 SWE                         0.0          1 b 0\n\
001    4      Dag                               1650 SWE                         0.5          2 w =\n\
XXR 2\n";
        let t = parse_trf(four.as_bytes(), &ParseOptions::default()).unwrap().tournament;
        // XXR 2: one seeding round (Art. 1.6.2), so round 2 is paired by the Burstein rules
        let opts = ExplainOptions { round: Some(2), system: Some("burstein".into()), ..Default::default() };
        let ExplainResult::Pairing(e) = explain(&t, &opts).unwrap() else { panic!("a pairing explanation") };
        assert_eq!(e.system, "burstein");
        let b = e.burstein.as_ref().expect("the Burstein trace");
        assert_eq!(b.players.len(), 4);
        assert!(e.dutch.is_none());
        assert!(e.roundrobin.is_none());
        let opts = ExplainOptions { round: Some(1), system: Some("roundrobin".into()), ..Default::default() };
        let ExplainResult::Pairing(e) = explain(&t, &opts).unwrap() else { panic!("a pairing explanation") };
        assert!(e.roundrobin.is_some() && e.burstein.is_none());
    }

    #[test]
    fn generated_trf_is_the_command_lines_and_checks() {
        let opts = PairOptionsJs { system: Some("dutch".into()), acceleration: None, edition: Some(Text::Num(2017.0)) };
        let a = generate_trf("PlayersNumber=9\nRoundsNumber=4", 11.0, &opts, false).unwrap();
        assert_eq!(a, generate_trf("PlayersNumber=9\nRoundsNumber=4", 11.0, &opts, false).unwrap());
        let t = parse_trf(a.as_bytes(), &ParseOptions::default()).unwrap().tournament;
        assert_eq!(t.players.len(), 9);
        assert_eq!(t.edition, DutchEdition::E2017);
        assert_eq!(pairing::check(&t, &PairOptions::from_tournament(&t)).differing(), 0);
        assert_eq!(generate_trf("", 1.5, &opts, false).unwrap_err().code, Code::InvalidArgument);
        assert_eq!(generate_trf("Nope=1", 1.0, &opts, false).unwrap_err().code, Code::InvalidOptions);
    }
}
