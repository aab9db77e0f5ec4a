//! Random tournament generator (RTG, TEC Manual 3.9.4.2.d): complete tournaments, every round
//! paired by Torre, results drawn from the ratings ([`results`]), the final standings with the
//! tie-break list and ranks. Pure: no I/O, integer arithmetic and a self-contained PRNG
//! ([`rng`]), so one seed gives the same tournament on every machine and in WebAssembly.
//!
//! ```
//! use torre_core::generator::{generate, Config};
//! let t = generate(&Config { players: Some(12), rounds: Some(5), ..Default::default() }, 42).unwrap();
//! assert_eq!(t.players.len(), 12);
//! ```
//!
//! Every key of [`Config`] left out is drawn from the seed (TEC: "anything not specified should
//! be drawn, not fixed"). The keys are those of bbpPairings' and JaVaFo's generators plus the
//! TEC list (see [`Config::KEYS`]); rates are "one in N" as in those generators (0 = never).

pub mod results;
pub mod rng;

use crate::model::*;
use crate::pairing::{self, PairError, PairOptions};
use crate::score::Score;
use crate::tiebreak::{self, TieBreak};
use rng::Rng;

/// What to generate. `None`: drawn from the seed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    pub system: PairingSystem,
    /// The Dutch text (`--dutch --edition`).
    pub edition: DutchEdition,
    /// The Dubov text (`--dubov --edition`), declared in the file's 092/192.
    pub dubov_edition: DubovEdition,
    /// `PlayersNumber`.
    pub players: Option<u32>,
    /// `RoundsNumber`.
    pub rounds: Option<u32>,
    /// `DrawPercentage`: mean draw rate of the played games (the rate still grows with the ratings).
    pub draw_percentage: Option<u32>,
    /// `ForfeitRate`: one game in N is forfeited (a tenth of them by both players, 0F-0F).
    pub forfeit_rate: Option<u32>,
    /// `RetiredRate`: one player in N withdraws during the event.
    pub retired_rate: Option<u32>,
    /// `HalfPointByeRate`, `FullPointByeRate`, `ZeroPointByeRate`: one player-round in N is
    /// a requested bye of that kind (never in the last round for H and F).
    pub half_bye_rate: Option<u32>,
    pub full_bye_rate: Option<u32>,
    pub zero_bye_rate: Option<u32>,
    /// `UnratedResultRate`: one played game in N lasted less than one move (W/D/L results).
    pub unrated_result_rate: Option<u32>,
    /// `UnusualResultRate`: one played game in N ends ½-0, 0-½ or 0-0 (an arbiter's decision;
    /// the TEC's list of what a generator must produce).
    pub unusual_result_rate: Option<u32>,
    /// `HighestRating`, `LowestRating`.
    pub highest_rating: Option<u32>,
    pub lowest_rating: Option<u32>,
    /// `Baku`: C.04.5.1 Baku acceleration (Dutch only).
    pub baku: Option<bool>,
    /// `TieBreaks`: the list written in 202 (C.07 codes, e.g. `BH/C1,BH,SB,DE,WIN`).
    pub tiebreaks: Option<Vec<String>>,
    /// `PointsForWin`, `PointsForDraw`, `PointsForLoss`, `PointsForZPB`, `PointsForForfeitLoss`,
    /// `PointsForPAB` (and `PointsForHPB`, `PointsForFPB`): standard when left out.
    pub points: PointSystem,
}

/// Why nothing could be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenError {
    /// A key or value the generator cannot use (line of the config, what).
    Config(String),
    /// The engine failed in a way other than finding no pairing (which ends the event early).
    Pairing(PairError),
}

impl std::fmt::Display for GenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenError::Config(m) => write!(f, "generator configuration: {m}"),
            GenError::Pairing(e) => write!(f, "generator: {e}"),
        }
    }
}

impl std::error::Error for GenError {}

impl Config {
    /// The configuration keys, as written in a config file (`Key=Value`, one per line, `#`
    /// starts a comment).
    pub const KEYS: &'static [&'static str] = &[
        "PlayersNumber",
        "RoundsNumber",
        "DrawPercentage",
        "ForfeitRate",
        "RetiredRate",
        "HalfPointByeRate",
        "FullPointByeRate",
        "ZeroPointByeRate",
        "UnratedResultRate",
        "UnusualResultRate",
        "HighestRating",
        "LowestRating",
        "Baku",
        "TieBreaks",
        "PointsForWin",
        "PointsForDraw",
        "PointsForLoss",
        "PointsForZPB",
        "PointsForForfeitLoss",
        "PointsForPAB",
        "PointsForHPB",
        "PointsForFPB",
    ];

    /// Read `Key=Value` lines (bbpPairings' format) into `self`. A message quotes at most the
    /// first 40 characters of a key or a value.
    pub fn parse(&mut self, text: &str) -> Result<(), GenError> {
        for (i, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let at = |m: String| GenError::Config(format!("line {}: {m}", i + 1));
            let (key, value) = line.split_once('=').ok_or_else(|| at(format!("expected Key=Value, found {:?}", short(line))))?;
            let (key, value) = (key.trim(), value.trim());
            // (a quoted value is cut short: a long line is quoted by its start)
            let (key, value) = (short(key), short(value));
            let (key, value) = (key.as_str(), value.as_str());
            let int = || value.parse::<u32>().map_err(|_| at(format!("{key} takes a whole number, found {value:?}")));
            let int_in = |lo, hi| int().and_then(|v| bounded(key, v, lo, hi).map_err(at));
            let points = || Score::parse(value).filter(|s| s.0.abs() <= 999).ok_or_else(|| at(format!("{key} takes points such as 1 or 0.5, found {value:?}")));
            match key {
                "PlayersNumber" => self.players = Some(int_in(2, 9999)?),
                "RoundsNumber" => self.rounds = Some(int_in(1, 99)?),
                "DrawPercentage" => self.draw_percentage = Some(int_in(0, 100)?),
                "ForfeitRate" => self.forfeit_rate = Some(int()?),
                "RetiredRate" => self.retired_rate = Some(int()?),
                "HalfPointByeRate" => self.half_bye_rate = Some(int()?),
                "FullPointByeRate" => self.full_bye_rate = Some(int()?),
                "ZeroPointByeRate" => self.zero_bye_rate = Some(int()?),
                "UnratedResultRate" => self.unrated_result_rate = Some(int()?),
                "UnusualResultRate" => self.unusual_result_rate = Some(int()?),
                "HighestRating" => self.highest_rating = Some(int_in(RATINGS.0, RATINGS.1)?),
                "LowestRating" => self.lowest_rating = Some(int_in(RATINGS.0, RATINGS.1)?),
                "Baku" => {
                    self.baku = Some(match value.to_ascii_lowercase().as_str() {
                        "1" | "true" | "yes" => true,
                        "0" | "false" | "no" => false,
                        _ => return Err(at(format!("Baku takes true or false, found {value:?}"))),
                    })
                }
                "TieBreaks" => {
                    TieBreak::parse_list(value).map_err(|e| at(format!("TieBreaks: {e}")))?;
                    self.tiebreaks = Some(value.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect());
                }
                "PointsForWin" => self.points.win = points()?,
                "PointsForDraw" => self.points.draw = points()?,
                "PointsForLoss" => self.points.loss = points()?,
                "PointsForZPB" => self.points.zero_bye = points()?,
                "PointsForForfeitLoss" => self.points.forfeit_loss = points()?,
                "PointsForPAB" => self.points.pairing_allocated_bye = points()?,
                "PointsForHPB" => self.points.half_bye = points()?,
                "PointsForFPB" => self.points.full_bye = points()?,
                _ => return Err(at(format!("unknown key {key:?} (known: {})", Config::KEYS.join(", ")))),
            }
        }
        Ok(())
    }
}

/// The ratings a generated player may have (TRF 001 columns 49-52; FIDE's lowest rating is 1400,
/// national ratings go lower).
pub const RATINGS: (u32, u32) = (100, 3500);

/// `v` if it lies in `lo..=hi`, else what the bounds of `key` are.
fn bounded(key: &str, v: u32, lo: u32, hi: u32) -> Result<u32, String> {
    if (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{key}: {v} is out of bounds ({lo}-{hi})"))
    }
}

/// The point system must be one a tournament can use ([`PointSystem::problem`]: TEC VCL 70-88).
fn check_points(p: &PointSystem) -> Result<(), GenError> {
    match p.problem() {
        None => Ok(()),
        Some(why) => Err(GenError::Config(format!("point system not usable: {why}"))),
    }
}

/// The configuration with every key left out drawn from `rng`.
fn settle(c: &Config, rng: &mut Rng) -> Result<Config, GenError> {
    let mut c = c.clone();
    let players = *c.players.get_or_insert_with(|| rng.range(6, 60) as u32);
    if !(2..=9999).contains(&players) {
        return Err(GenError::Config(format!("PlayersNumber must be 2-9999, found {players}")));
    }
    // enough rounds to be a Swiss, few enough that it can usually be paired to the end
    let most = (players - 1).clamp(1, 13);
    let rounds = *c.rounds.get_or_insert_with(|| rng.range(3.min(most as u64), (most as u64).min(4 + players as u64 / 6)) as u32);
    if !(1..=99).contains(&rounds) {
        return Err(GenError::Config(format!("RoundsNumber must be 1-99, found {rounds}")));
    }
    let mut rate = |x: &mut Option<u32>, never_in: u64, lo: u64, hi: u64| {
        x.get_or_insert_with(|| if rng.one_in(never_in) { 0 } else { rng.range(lo, hi) as u32 });
    };
    rate(&mut c.forfeit_rate, 3, 15, 150);
    rate(&mut c.retired_rate, 2, 10, 60);
    rate(&mut c.half_bye_rate, 3, 15, 120);
    rate(&mut c.full_bye_rate, 2, 40, 300);
    rate(&mut c.zero_bye_rate, 2, 30, 200);
    rate(&mut c.unrated_result_rate, 2, 50, 500);
    rate(&mut c.unusual_result_rate, 2, 100, 1000);
    let high = *c.highest_rating.get_or_insert_with(|| rng.range(1800, 2800) as u32);
    let low = *c.lowest_rating.get_or_insert_with(|| rng.range(1000, high.saturating_sub(200).max(1000) as u64) as u32);
    if low > high {
        return Err(GenError::Config(format!("LowestRating {low} is above HighestRating {high}")));
    }
    check_points(&c.points)?;
    if c.baku == Some(true) && c.system != PairingSystem::Dutch {
        return Err(GenError::Config("Baku acceleration (C.04.5.1) is generated with the Dutch system only".into()));
    }
    c.baku.get_or_insert_with(|| c.system == PairingSystem::Dutch && rounds >= 5 && rng.one_in(8));
    if c.tiebreaks.is_none() {
        let list = if rng.one_in(2) { tiebreak::spec::presets::swiss() } else { tiebreak::spec::presets::swiss_rated() };
        c.tiebreaks = Some(list.iter().map(|t| t.code()).collect());
    }
    Ok(c)
}

/// The players: ratings drawn between the lowest and the highest, numbered by rating.
fn players(c: &Config, rng: &mut Rng) -> Vec<Player> {
    let (lo, hi) = (c.lowest_rating.unwrap_or(1000) as u64, c.highest_rating.unwrap_or(2400) as u64);
    let mut ratings: Vec<u32> = (0..c.players.unwrap_or(0)).map(|_| rng.range(lo, hi) as u32).collect();
    crate::sort::by(&mut ratings, &|a, b| b.cmp(a));
    ratings
        .into_iter()
        .enumerate()
        .map(|(i, r)| Player {
            id: i as u32 + 1,
            name: format!("Player {:04}", i + 1),
            rating: Some(r),
            federation: "FID".into(),
            ..Default::default()
        })
        .collect()
}

/// Requested byes and withdrawals for `round`, written before it is paired.
fn absences(t: &mut Tournament, c: &Config, rng: &mut Rng, round: u32, retire_at: &[u32]) {
    let last = round == c.rounds.unwrap_or(round);
    for (i, p) in t.players.iter_mut().enumerate() {
        if round >= retire_at[i] {
            continue; // withdrawn: not paired any more (blank rounds)
        }
        let kind = if !last && rng.one_in(c.half_bye_rate.unwrap_or(0) as u64) {
            Some(ByeKind::Half)
        } else if !last && rng.one_in(c.full_bye_rate.unwrap_or(0) as u64) {
            Some(ByeKind::Full)
        } else if rng.one_in(c.zero_bye_rate.unwrap_or(0) as u64) {
            Some(ByeKind::Zero)
        } else {
            None
        };
        if let Some(k) = kind {
            p.set_round(round, RoundEntry::Bye(k));
        }
    }
}

/// Results for the boards of `round`: forfeits, unusual results, unrated results, else drawn
/// from the ratings.
fn play(t: &mut Tournament, c: &Config, rng: &mut Rng, round: u32, boards: &[pairing::Board]) {
    for b in boards {
        let (rw, rb) = (t.player(b.white).map_or(0, |p| p.rating_or_zero()), t.player(b.black).map_or(0, |p| p.rating_or_zero()));
        let (white, black) = if rng.one_in(c.forfeit_rate.unwrap_or(0) as u64) {
            match rng.below(10) {
                0 => (GameResult::ForfeitLoss, GameResult::ForfeitLoss),
                k if k % 2 == 1 => (GameResult::ForfeitWin, GameResult::ForfeitLoss),
                _ => (GameResult::ForfeitLoss, GameResult::ForfeitWin),
            }
        } else {
            let r = results::game(rng, rw, rb, c.draw_percentage);
            if rng.one_in(c.unusual_result_rate.unwrap_or(0) as u64) {
                // ½-0, 0-½, 0-0: each side's own points (TRF: = against 0, 0 against 0)
                match rng.below(3) {
                    0 => (GameResult::Draw, GameResult::Loss),
                    1 => (GameResult::Loss, GameResult::Draw),
                    _ => (GameResult::Loss, GameResult::Loss),
                }
            } else {
                let r = if rng.one_in(c.unrated_result_rate.unwrap_or(0) as u64) {
                    match r {
                        GameResult::Win => GameResult::UnratedWin,
                        GameResult::Draw => GameResult::UnratedDraw,
                        _ => GameResult::UnratedLoss,
                    }
                } else {
                    r
                };
                (r, r.mirrored())
            }
        };
        if let Some(p) = t.player_mut(b.white) {
            p.set_round(round, RoundEntry::Game { opponent: b.black, colour: Some(Colour::White), result: white });
        }
        if let Some(p) = t.player_mut(b.black) {
            p.set_round(round, RoundEntry::Game { opponent: b.white, colour: Some(Colour::Black), result: black });
        }
    }
}

/// Points and ranks after the last round, with the tie-break list (players the list leaves
/// tied are ranked by pairing number inside their shared block).
fn final_standings(t: &mut Tournament) -> Result<(), GenError> {
    let list = TieBreak::parse_all(&t.tiebreaks).map_err(|e| GenError::Config(format!("TieBreaks: {e}")))?;
    let k = t.rounds_in_file();
    let s = tiebreak::standings(t, &list, Some(k), &tiebreak::Options::of_tournament(t)).map_err(|e| GenError::Config(format!("standings: {e}")))?;
    for (i, row) in s.rows.iter().enumerate() {
        let points = t.score_after(row.id, k);
        if let Some(p) = t.player_mut(row.id) {
            p.rank = Some(i as u32 + 1);
            p.declared_points = Some(points);
        }
    }
    Ok(())
}

/// A complete tournament from `config` and `seed`: the same pair gives the same tournament
/// everywhere. When the engine finds no valid pairing for a round (possible with many rounds
/// for few players), the event is played again, from the same random numbers, with the rounds
/// that could be paired: every round of the file was paired knowing the number of rounds the
/// file declares (which Baku and the last-round rules depend on).
pub fn generate(config: &Config, seed: u64) -> Result<Tournament, GenError> {
    let mut rng = Rng::new(seed);
    let mut c = settle(config, &mut rng)?;
    loop {
        match play_out(&c, seed, rng.clone())? {
            Ok(t) => return Ok(t),
            Err(round) if round > 1 => c.rounds = Some(round - 1),
            Err(_) => return Err(GenError::Config("round 1 cannot be paired".into())),
        }
    }
}

/// Play the event round by round; `Ok(Err(round))`: no valid pairing for `round`.
fn play_out(c: &Config, seed: u64, mut rng: Rng) -> Result<Result<Tournament, u32>, GenError> {
    let rounds = c.rounds.unwrap_or(1);
    let mut t = Tournament {
        total_rounds: Some(rounds),
        initial_colour: Some(if rng.one_in(2) { Colour::White } else { Colour::Black }),
        points: c.points,
        system: c.system,
        edition: c.edition,
        dubov_edition: c.dubov_edition,
        acceleration_method: if c.baku == Some(true) { AccelerationMethod::Baku } else { AccelerationMethod::None },
        tiebreaks: c.tiebreaks.clone().unwrap_or_default(),
        ..Default::default()
    };
    t.info.name = format!("Torre random tournament, seed {seed}");
    t.info.city = "Torre".into();
    t.info.federation = "FID".into();
    t.info.kind = crate::trf::type_code(&t);
    t.players = players(c, &mut rng);
    let retire_at: Vec<u32> = t
        .players
        .iter()
        .map(|_| if rng.one_in(c.retired_rate.unwrap_or(0) as u64) { rng.range(2, rounds.max(2) as u64) as u32 } else { u32::MAX })
        .collect();
    let options = PairOptions::from_tournament(&t);
    for round in 1..=rounds {
        absences(&mut t, c, &mut rng, round, &retire_at);
        let participants = pairing::participants(&t, round).into_iter().filter(|&id| round < retire_at[id as usize - 1]).count();
        if participants < 2 {
            return Ok(Err(round));
        }
        match pair_round(&t, round, &retire_at, &options) {
            Ok(p) => {
                play(&mut t, c, &mut rng, round, &p.boards);
                if let Some(id) = p.bye {
                    if let Some(pl) = t.player_mut(id) {
                        pl.set_round(round, RoundEntry::Bye(ByeKind::PairingAllocated));
                    }
                }
            }
            Err(PairError::NoValidPairing(_)) => return Ok(Err(round)),
            Err(e) => return Err(GenError::Pairing(e)),
        }
    }
    final_standings(&mut t)?;
    Ok(Ok(t))
}

/// Pair `round`, with the withdrawn players absent (marked Z for the engine only: the file
/// leaves their rounds blank).
fn pair_round(t: &Tournament, round: u32, retire_at: &[u32], options: &PairOptions) -> Result<pairing::RoundPairing, PairError> {
    let mut view = t.clone();
    for (i, p) in view.players.iter_mut().enumerate() {
        if round >= retire_at[i] {
            p.set_round(round, RoundEntry::Bye(ByeKind::Zero));
        }
    }
    pairing::pair_next_round(&view, options)
}

/// `text` as a message quotes it: its first 40 characters, "…" after them when it is longer.
fn short(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_tournament() {
        let c = Config::default();
        assert_eq!(generate(&c, 5).unwrap(), generate(&c, 5).unwrap());
        assert_ne!(generate(&c, 5).unwrap(), generate(&c, 6).unwrap());
    }

    #[test]
    fn config_keys_are_read() {
        let mut c = Config::default();
        c.parse("PlayersNumber=21\nRoundsNumber = 7 # comment\nTieBreaks=BH,SB\nPointsForWin=3\nPointsForDraw=1\n").unwrap();
        assert_eq!((c.players, c.rounds), (Some(21), Some(7)));
        assert_eq!(c.points.win, Score(30));
        let t = generate(&c, 1).unwrap();
        assert_eq!(t.players.len(), 21);
        assert_eq!(t.tiebreaks, ["BH", "SB"]);
        assert!(c.clone().parse("Colour=red").unwrap_err().to_string().contains("unknown key \"Colour\""));
    }
}
