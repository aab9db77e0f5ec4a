//! `torre standings`: standings with the C.07 tie-breaks, as a table, JSON, or a per-player
//! breakdown. The edition of C.07 is `--edition`, else the one in force on the tournament's
//! start date (042), else the latest; the output says which and why.

use crate::failure::{fail, Failure, INVALID_INPUT, UNEXPECTED};
use crate::input::{load, Source};
use crate::output::emit;
use torre_core::tiebreak::spec::presets;
use torre_core::tiebreak::standings::{check_round_robin_list, default_tiebreaks, looks_round_robin};
use torre_core::tiebreak::{explain, standings, Edition, Options, Reading, Standings, TieBreak, TieBreakError};
use torre_core::{PlayerId, Tournament};

pub const USAGE: &str = "usage:
  torre standings INPUT.trf [--tiebreaks BH/C1,BH,SB,DE,WIN | --preset swiss|swiss-rated|round-robin]
                  [--after-round K] [--json] [--explain PLAYER]
                  [--edition 2023|2024|2026] [--reading text|tiebreakserver] [--unrated-rating R] [--round-robin]
  Without --edition: the C.07 edition in force on the start date (042), the latest (2026) without one.";

struct Args {
    input: String,
    tiebreaks: Option<Vec<TieBreak>>,
    after_round: Option<u32>,
    json: bool,
    explain: Option<PlayerId>,
    /// `--edition`, if given.
    edition: Option<Edition>,
    opts: Options,
}

fn value_of<'a>(args: &'a [String], i: usize, flag: &str) -> Result<&'a str, Failure> {
    args.get(i).map(String::as_str).ok_or_else(|| fail(UNEXPECTED, format!("{flag} needs a value\n{USAGE}")))
}

fn parse_args(args: &[String]) -> Result<Args, Failure> {
    let mut input = None;
    let mut a = Args { input: String::new(), tiebreaks: None, after_round: None, json: false, explain: None, edition: None, opts: Options::default() };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--tiebreaks" | "-t" => {
                i += 1;
                let list = TieBreak::parse_list(value_of(args, i, flag)?).map_err(|e| fail(INVALID_INPUT, format!("--tiebreaks: {e}")))?;
                a.tiebreaks = Some(list);
            }
            "--preset" => {
                i += 1;
                let name = value_of(args, i, flag)?;
                a.tiebreaks = Some(presets::by_name(name).ok_or_else(|| fail(UNEXPECTED, format!("unknown preset {name:?} (swiss, swiss-rated, round-robin)")))?);
            }
            "--after-round" | "-n" => {
                i += 1;
                let v = value_of(args, i, flag)?;
                a.after_round = Some(v.parse().map_err(|_| fail(UNEXPECTED, format!("--after-round takes a round number, found {v:?}")))?);
            }
            "--json" => a.json = true,
            "--explain" => {
                i += 1;
                let v = value_of(args, i, flag)?;
                a.explain = Some(v.parse().map_err(|_| fail(UNEXPECTED, format!("--explain takes a pairing number, found {v:?}")))?);
            }
            "--edition" => {
                i += 1;
                let v = value_of(args, i, flag)?;
                a.edition = Some(Edition::parse(v).ok_or_else(|| fail(UNEXPECTED, format!("--edition takes 2023, 2024 or 2026, found {v:?}")))?);
            }
            "--reading" => {
                i += 1;
                a.opts.reading = match value_of(args, i, flag)? {
                    "text" => Reading::Text,
                    "tiebreakserver" | "tbs" => Reading::TieBreakServer,
                    v => return Err(fail(UNEXPECTED, format!("--reading takes text or tiebreakserver, found {v:?}"))),
                };
            }
            "--unrated-rating" => {
                i += 1;
                let v = value_of(args, i, flag)?;
                a.opts.unrated_rating = Some(v.parse().map_err(|_| fail(UNEXPECTED, format!("--unrated-rating takes a rating, found {v:?}")))?);
            }
            "--round-robin" => a.opts.round_robin = true,
            f if input.is_none() && (f == "-" || !f.starts_with('-')) => input = Some(f.to_string()),
            f => return Err(fail(UNEXPECTED, format!("unexpected argument {f:?}\n{USAGE}"))),
        }
        i += 1;
    }
    a.input = input.ok_or_else(|| fail(UNEXPECTED, format!("no input file\n{USAGE}")))?;
    Ok(a)
}

/// The list to use: `--tiebreaks`/`--preset`, else the tournament's own list, else a preset.
/// An error in the tournament's own list names the 202 record and the columns of the code.
fn choose_list(a: &Args, t: &Tournament, source: &Source) -> Result<Vec<TieBreak>, Failure> {
    if let Some(l) = &a.tiebreaks {
        check_round_robin_list(l, a.opts.round_robin).map_err(|e| fail(INVALID_INPUT, format!("--tiebreaks: {e}")))?;
        return Ok(l.clone());
    }
    default_tiebreaks(t, a.opts.round_robin).map_err(|e| file_list_error(&e, source))
}

/// An error in the file's own tie-break list (202), naming its line and the columns of the code.
pub fn file_list_error(e: &TieBreakError, source: &Source) -> Failure {
    let item = match e {
        TieBreakError::UnknownCode(c) | TieBreakError::BadModifier(c) | TieBreakError::NotInRoundRobin(c) => Some(c.as_str()),
        _ => None,
    };
    fail(INVALID_INPUT, format!("{}: tie-break list of the tournament: {e} (give one with --tiebreaks)", source.locate(&["202"], item)))
}

pub fn run(args: &[String]) -> Result<(), Failure> {
    if matches!(args.first().map(String::as_str), Some("-h" | "--help")) {
        return emit(&format!("{USAGE}\n"));
    }
    let mut a = parse_args(args)?;
    let (t, source) = load(&a.input)?;
    // 15.2: a file that declares a round robin gets the round-robin rules.
    a.opts.round_robin |= looks_round_robin(&t);
    let list = choose_list(&a, &t, &source)?;
    let why = choose_edition(&mut a, &t);
    if let Some(id) = a.explain {
        if t.player(id).is_none() {
            return Err(fail(INVALID_INPUT, format!("--explain {id}: {} has no player with pairing number {id}", source.name)));
        }
        let e = explain(&t, id, &list, a.after_round, &a.opts).map_err(|e| fail(INVALID_INPUT, format!("{}: {e}", source.name)))?;
        return if a.json {
            let mut v = serde_json::to_value(&e).map_err(|e| fail(UNEXPECTED, e.to_string()))?;
            v["edition"] = serde_json::json!(a.opts.edition.year());
            v["edition_reason"] = serde_json::json!(why);
            emit(&(serde_json::to_string_pretty(&v).map_err(|e| fail(UNEXPECTED, e.to_string()))? + "\n"))
        } else {
            emit(&format!("{} ({why})\n{}", a.opts.edition, e.to_text()))
        };
    }
    let s = standings(&t, &list, a.after_round, &a.opts).map_err(|e| fail(INVALID_INPUT, format!("{}: {e}", source.name)))?;
    if a.json {
        emit(&(to_json(&s, &a.opts, &why) + "\n"))
    } else {
        emit(&to_table(&t, &s, &a.opts, &why))
    }
}

/// Set the edition: `--edition`, else the tournament's (start date, 042). Returns why.
fn choose_edition(a: &mut Args, t: &Tournament) -> String {
    match a.edition {
        Some(e) => {
            a.opts.edition = e;
            "--edition".to_string()
        }
        None => {
            let (e, why) = Edition::of_tournament(t);
            a.opts.edition = e;
            why
        }
    }
}

fn number(v: Option<torre_core::tiebreak::Value>, decimals: u8) -> serde_json::Value {
    let Some(v) = v else { return serde_json::Value::Null };
    if decimals == 0 {
        serde_json::json!(v.hundredths() / 100)
    } else {
        serde_json::json!(v.hundredths() as f64 / 100.0)
    }
}

/// `{"players": {"<pairing no>": {"rank": r, "points": p, "<TB code>": value or null, ...}},
/// "edition": "2026", "edition_reason": ..., "dropped": {"<TB code>": why}, ...}`
pub fn to_json(s: &Standings, opts: &Options, why: &str) -> String {
    let mut players = serde_json::Map::new();
    let mut ids: Vec<&torre_core::tiebreak::Row> = s.rows.iter().collect();
    ids.sort_by_key(|r| r.id);
    for row in ids {
        let mut m = serde_json::Map::new();
        m.insert("rank".into(), serde_json::json!(row.rank));
        m.insert("points".into(), serde_json::json!(row.points.as_f64()));
        for (i, tb) in s.tiebreaks.iter().enumerate() {
            m.insert(tb.code(), number(row.get(i), tb.kind.decimals()));
        }
        players.insert(row.id.to_string(), serde_json::Value::Object(m));
    }
    let out = serde_json::json!({
        "after_round": s.after_round,
        "edition": opts.edition.year(),
        "edition_name": opts.edition.to_string(),
        "edition_reason": why,
        "dropped": dropped(s).into_iter().map(|(c, w)| (c, serde_json::json!(w))).collect::<serde_json::Map<_, _>>(),
        "reading": format!("{:?}", opts.reading),
        "tiebreaks": s.tiebreaks.iter().map(|t| t.code()).collect::<Vec<_>>(),
        "players": players,
    });
    serde_json::to_string_pretty(&out).unwrap_or_default()
}

/// The columns left empty as a whole, with the reason (2026 Art. 10).
fn dropped(s: &Standings) -> Vec<(String, String)> {
    s.tiebreaks.iter().zip(&s.dropped).filter_map(|(tb, d)| d.as_ref().map(|d| (tb.code(), d.to_string()))).collect()
}

pub fn to_table(t: &Tournament, s: &Standings, opts: &Options, why: &str) -> String {
    let mut out = format!(
        "Standings after round {}, {} ({why}){}: {}\n",
        s.after_round,
        opts.edition,
        if opts.reading == Reading::TieBreakServer { ", TieBreakServer reading" } else { "" },
        if s.tiebreaks.is_empty() { "no tie-breaks".to_string() } else { s.tiebreaks.iter().map(|t| t.code()).collect::<Vec<_>>().join(", ") }
    );
    let width: Vec<usize> = s.tiebreaks.iter().map(|t| t.code().len().max(6)).collect();
    out.push_str(&format!("{:>5} {:>4}  {:<24} {:>5} {:>5}", "Rank", "No", "Name", "Rtg", "Pts"));
    for (tb, w) in s.tiebreaks.iter().zip(&width) {
        out.push_str(&format!(" {:>w$}", tb.code(), w = w));
    }
    out.push('\n');
    for row in &s.rows {
        let p = t.player(row.id);
        let name: String = p.map(|p| p.name.chars().take(24).collect()).unwrap_or_default();
        let rating = p.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default();
        let rank = if row.shared { format!("{}=", row.rank) } else { row.rank.to_string() };
        out.push_str(&format!("{:>5} {:>4}  {:<24} {:>5} {:>5}", rank, row.id, name, rating, row.points.to_string()));
        for (i, (tb, w)) in s.tiebreaks.iter().zip(&width).enumerate() {
            let cell = row.get(i).map(|v| v.format(tb.kind.decimals())).unwrap_or_default();
            out.push_str(&format!(" {cell:>w$}", w = w));
        }
        out.push('\n');
    }
    if s.rows.iter().any(|r| r.shared) {
        out.push_str("= : tie not broken by the tie-breaks listed (shared rank)\n");
    }
    for (code, why) in dropped(s) {
        out.push_str(&format!("{code} is empty: {why}\n"));
    }
    if s.rows.iter().any(|r| r.undefined.iter().zip(&s.dropped).any(|(&u, d)| u && d.is_none())) {
        out.push_str("empty cell: undefined for that player (an average over no game played)\n");
    }
    out
}
