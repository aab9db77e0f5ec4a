//! The pairing commands (`-p`, `-c`, `--explain`) and `torre trf`.

use crate::failure::{fail, Failure, INVALID_INPUT, NO_PAIRING, TOO_LARGE, UNEXPECTED};
use crate::input::{load, Source};
use crate::output::{diagnose, emit, emit_to};
use torre_core::pairing::{self, PairError, PairOptions, RoundCheck};
use torre_core::tiebreak::standings::{check_round_robin_list, default_tiebreaks, looks_round_robin};
use torre_core::tiebreak::{self, Options as TbOptions, TieBreak};
use torre_core::{roundrobin, trf, Colour, DutchEdition, GameResult, PairingSystem, RoundEntry, Tournament};

pub const USAGE: &str = "usage:
  torre (--dutch | --dubov | --burstein) [--edition YEAR] INPUT.trf -p [OUTPUT]   pair the next round
  torre (--dutch | --dubov | --burstein) [--edition YEAR] INPUT.trf -c [--tiebreaks LIST] [--standings-every-round]
                                                 check every round's pairing, and the standings
  torre (--dutch | --dubov | --burstein) INPUT.trf --explain [--round R] [--json]      explain a round's pairing step by step
  torre (--roundrobin | --doubleroundrobin) INPUT.trf -p [OUTPUT] | -c | --explain   round robin from the Berger tables (C.05 Annex 1); pairing numbers are table numbers
  torre (--roundrobin | --doubleroundrobin) INPUT.trf (--draw SEED [--varma] | --numbers N1,N2,...) [OUTPUT]
                                                 give the players their table numbers (by lot, restricted by the Varma tables
                                                 to keep federations apart, or by hand in file order) and write the file
  torre trf [--trf 16|2026] INPUT.trf | -                                 print the normalised TRF (TRF-16 + TRF(x), or TRF-2026)
  torre standings INPUT.trf [--tiebreaks LIST | --preset NAME] [...]      standings with C.07 tie-breaks (torre standings --help)
  torre (--dutch | --dubov) [--edition E] -g [CONFIG | N] -o OUT.trf [-s SEED] [--trf 16|2026]
                                                 generate random tournaments (N files: -o 'DIR/T%d.trf')";

/// `torre trf [--trf 16|2026] INPUT`: the file read and written again, normalised, in the
/// TRF-16 layout with the TRF(x) extensions (default) or in the TRF-2026 layout.
pub fn cmd_trf(args: &[String]) -> Result<(), Failure> {
    let (layout, path) = match args {
        [path] => (trf::Layout::Trf16, path),
        [flag, v, path] | [path, flag, v] if flag == "--trf" => (crate::generate::layout_arg(v)?, path),
        _ => return Err(fail(UNEXPECTED, USAGE)),
    };
    let (t, source) = load(path)?;
    for note in trf::write_notes(&t) {
        diagnose(&format!("warning: {}: {note}", source.name));
    }
    emit(&trf::write_with(&t, &trf::WriteOptions { layout, line_end: trf::LineEnd::Lf }))
}

#[derive(PartialEq)]
enum Mode {
    Pair(Option<String>),
    Check,
    Explain,
    /// Round robins: give the players their table numbers (by lot with a seed, or by hand).
    Numbers(Numbering, Option<String>),
}

#[derive(Debug, PartialEq)]
enum Numbering {
    Lot(u64),
    /// C.05 Annex 2: by lot within the Varma sets, federation by federation.
    Varma(u64),
    Given(Vec<u32>),
}

impl Mode {
    fn flag(&self) -> &'static str {
        match self {
            Mode::Pair(_) => "-p",
            Mode::Check => "-c",
            Mode::Explain => "--explain",
            Mode::Numbers(Numbering::Lot(_) | Numbering::Varma(_), _) => "--draw",
            Mode::Numbers(Numbering::Given(_), _) => "--numbers",
        }
    }
}

/// Set a flag that may be given once: the same value again is harmless, another value is a
/// conflict (`-c -p`, `--dutch --dubov`), refused rather than letting the last one win.
fn set_once<T: PartialEq>(slot: &mut Option<(T, String)>, value: T, flag: &str) -> Result<(), Failure> {
    if let Some((old, old_flag)) = slot {
        if *old != value {
            return Err(fail(UNEXPECTED, format!("{old_flag} and {flag} cannot be used together\n{USAGE}")));
        }
    }
    *slot = Some((value, flag.to_string()));
    Ok(())
}

/// A pairing command's arguments (`torre --dutch FILE -p ...`), checked against each other.
struct PairingArgs {
    system: Option<PairingSystem>,
    edition: Option<String>,
    input: String,
    mode: Mode,
    round: Option<u32>,
    json: bool,
    tiebreaks: Option<Vec<TieBreak>>,
    every_round: bool,
}

pub fn cmd_pairing(args: &[String]) -> Result<(), Failure> {
    let a = parse_pairing_args(args)?;
    let (t, source) = load(&a.input)?;
    let system = match a.system.unwrap_or(PairingSystem::Dutch) {
        // --roundrobin: the file's 192 code says whether it is a double round robin
        PairingSystem::RoundRobin if t.system == PairingSystem::DoubleRoundRobin => PairingSystem::DoubleRoundRobin,
        s => s,
    };
    let options = pair_options(&t, system, a.edition.as_deref(), &source.name)?;
    let failure = |e: PairError| pair_failure(&t, &source, e);
    match a.mode {
        Mode::Pair(out) => {
            if let Some(path) = out.as_deref() {
                refuse_overwriting_a_trf(path)?;
            }
            warn_missing_results(&t, &source.name);
            pair(&t, &options, out.as_deref(), failure)
        }
        Mode::Check => {
            let chosen = a.edition.is_none().then(|| trf::detect_edition_with_source(&t.info).1);
            check(&t, &source, &options, chosen, a.tiebreaks, a.every_round)
        }
        Mode::Explain => explain(&t, &options, a.round, a.json, failure),
        Mode::Numbers(how, out) => draw_numbers(&t, system, how, out.as_deref()),
    }
}

fn parse_pairing_args(args: &[String]) -> Result<PairingArgs, Failure> {
    let mut system = None;
    let mut edition = None;
    let mut input = None;
    let mut mode = None;
    let mut round = None;
    let mut json = false;
    let mut tiebreaks = None;
    let mut every_round = false;
    let mut varma = false;
    // a second file name not right after -p / --draw SEED / --numbers LIST (`--draw 7 --varma OUT`)
    let mut late_output = None;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--dutch" => set_once(&mut system, PairingSystem::Dutch, flag)?,
            "--dubov" => set_once(&mut system, PairingSystem::Dubov, flag)?,
            "--burstein" => set_once(&mut system, PairingSystem::Burstein, flag)?,
            "--roundrobin" => set_once(&mut system, PairingSystem::RoundRobin, flag)?,
            "--doubleroundrobin" => set_once(&mut system, PairingSystem::DoubleRoundRobin, flag)?,
            "--edition" => {
                i += 1;
                let e = match args.get(i).map(String::as_str) {
                    Some(v @ ("2017" | "2018" | "2026")) => v.to_string(),
                    Some(v) => return Err(fail(UNEXPECTED, format!("--edition takes 2017 or 2026 (Dutch), 2018 or 2026 (Dubov), found {v:?}"))),
                    None => return Err(fail(UNEXPECTED, "--edition needs a value (Dutch 2017 or 2026, Dubov 2018 or 2026)")),
                };
                set_once(&mut edition, e, flag)?;
            }
            "-p" => {
                let out = args.get(i + 1).filter(|a| !a.starts_with('-')).cloned();
                if out.is_some() {
                    i += 1;
                }
                let m = Mode::Pair(out);
                let shown = m.flag();
                set_once(&mut mode, m, shown)?;
            }
            "-c" => set_once(&mut mode, Mode::Check, flag)?,
            "--draw" | "--numbers" => {
                i += 1;
                let v = args.get(i).ok_or_else(|| fail(UNEXPECTED, format!("{flag} needs a value: --draw SEED (a number) or --numbers 3,1,2,... (the table number of each player in file order)")))?;
                let n = if flag == "--draw" {
                    Numbering::Lot(v.parse().map_err(|_| fail(UNEXPECTED, format!("--draw takes a seed (a whole number), found {v:?}")))?)
                } else {
                    Numbering::Given(v.split(',').map(|x| x.trim().parse::<u32>()).collect::<Result<_, _>>().map_err(|_| fail(UNEXPECTED, format!("--numbers takes table numbers separated by commas, found {v:?}")))?)
                };
                let out = args.get(i + 1).filter(|a| !a.starts_with('-')).cloned();
                if out.is_some() {
                    i += 1;
                }
                let m = Mode::Numbers(n, out);
                let shown = m.flag();
                set_once(&mut mode, m, shown)?;
            }
            "--explain" => set_once(&mut mode, Mode::Explain, flag)?,
            "--json" => json = true,
            "--tiebreaks" => {
                i += 1;
                let text = args.get(i).ok_or_else(|| fail(UNEXPECTED, "--tiebreaks needs a list such as BH/C1,BH,SB"))?;
                tiebreaks = Some(TieBreak::parse_list(text).map_err(|e| fail(INVALID_INPUT, format!("--tiebreaks: {e}")))?);
            }
            "--standings-every-round" => every_round = true,
            "--varma" => varma = true,
            "--round" => {
                i += 1;
                let r = match args.get(i) {
                    None => return Err(fail(UNEXPECTED, "--round needs a round number (1 or more)")),
                    Some(v) => v.parse::<u32>().ok().filter(|&r| r > 0).ok_or_else(|| fail(UNEXPECTED, format!("--round takes a round number (1 or more), found {v:?}")))?,
                };
                set_once(&mut round, r, flag)?;
            }
            a if input.is_none() && (a == "-" || !a.starts_with('-')) => input = Some(a.to_string()),
            a if late_output.is_none() && !a.starts_with('-') => late_output = Some(a.to_string()),
            a => return Err(fail(UNEXPECTED, format!("unexpected argument {a:?}\n{USAGE}"))),
        }
        i += 1;
    }
    let mut mode = mode.map(|(m, _)| m);
    if let Some(file) = late_output {
        mode = match mode {
            Some(Mode::Pair(None)) => Some(Mode::Pair(Some(file))),
            Some(Mode::Numbers(how, None)) => Some(Mode::Numbers(how, Some(file))),
            _ => return Err(fail(UNEXPECTED, format!("unexpected argument {file:?}: only -p, --draw and --numbers write a file\n{USAGE}"))),
        };
    }
    if varma {
        mode = match mode {
            Some(Mode::Numbers(Numbering::Lot(seed), out)) => Some(Mode::Numbers(Numbering::Varma(seed), out)),
            _ => return Err(fail(UNEXPECTED, format!("--varma restricts the draw of numbers: use it with --draw SEED\n{USAGE}"))),
        };
    }
    if mode != Some(Mode::Explain) {
        if let Some(flag) = [(round.is_some(), "--round"), (json, "--json")].iter().find(|(given, _)| *given).map(|(_, f)| f) {
            return Err(fail(UNEXPECTED, format!("{flag} only goes with --explain\n{USAGE}")));
        }
    }
    let input = input.ok_or_else(|| fail(UNEXPECTED, format!("no input file\n{USAGE}")))?;
    let mode = mode.ok_or_else(|| fail(UNEXPECTED, format!("say -p (pair), -c (check) or --explain\n{USAGE}")))?;
    Ok(PairingArgs { system: system.map(|(s, _)| s), edition: edition.map(|(e, _)| e), input, mode, round: round.map(|(r, _)| r), json, tiebreaks, every_round })
}

/// `-p OUTPUT` writes the pairing (JaVaFo's and bbpPairings' layout: a count, then pairs):
/// an existing file holding TRF records is a tournament named by mistake (`torre --dutch a.trf
/// b.trf -p` names b.trf the output), and is not overwritten (exit 2).
fn refuse_overwriting_a_trf(path: &str) -> Result<(), Failure> {
    use std::io::Read;
    let mut head = Vec::new();
    let Ok(f) = std::fs::File::open(path) else { return Ok(()) };
    let _ = f.take(4096).read_to_end(&mut head);
    let text = String::from_utf8_lossy(&head);
    let trf = text.lines().any(|l| ["001 ", "012 ", "XXR ", "XXC "].iter().any(|c| l.trim_start_matches('\u{feff}').starts_with(c)));
    if trf {
        return Err(fail(UNEXPECTED, format!("{path} holds a tournament (TRF records): -p would overwrite it with the pairing; give the pairing a new file name (-p OUTPUT) or none (standard output)")));
    }
    Ok(())
}

/// The system's edition: `--edition` (Dutch 2017 | 2026, Dubov 2018 | 2026), else what the
/// file declares (`default_edition`; the Dubov text likewise, `trf::detect_dubov_edition`).
fn pair_options(t: &Tournament, system: PairingSystem, edition: Option<&str>, name: &str) -> Result<PairOptions, Failure> {
    let dutch = if edition.is_some() { trf::detect_edition(t) } else { default_edition(t, system, name) };
    let mut options = PairOptions { system, edition: dutch, dubov_edition: trf::detect_dubov_edition(t) };
    if let Some(v) = edition {
        crate::edition::set_edition(system, v, &mut options.edition, &mut options.dubov_edition)?;
    }
    Ok(options)
}

/// `--edition` default: what the file declares (192, then 092 such as `FIDE_DUTCH_2025`, then
/// a start before 1 February 2026 for 2017), else 2026, the text in force. For the Dutch
/// system, says on standard error which edition was chosen and why when a date chose it (the
/// `-c` report says it in every case the file does not name it).
fn default_edition(t: &Tournament, system: PairingSystem, name: &str) -> DutchEdition {
    let (edition, source) = trf::detect_edition_with_source(&t.info);
    if system == PairingSystem::Dutch && matches!(source, trf::EditionSource::Date { .. }) {
        let year = if edition == DutchEdition::E2017 { 2017 } else { 2026 };
        diagnose(&format!("note: {name}: Dutch edition {year} ({}); --edition chooses another", source.reason(edition)));
    }
    edition
}

/// The exit code of a pairing error; an input error about the number of rounds names the
/// record that declares it (XXR or 142) in the file.
fn pair_failure(t: &Tournament, source: &Source, e: PairError) -> Failure {
    if let (PairError::InvalidInput(m), Some(total)) = (&e, t.total_rounds) {
        if t.rounds_paired() >= total {
            return fail(INVALID_INPUT, format!("{}: {m} (raise the number of rounds there to pair another)", source.locate(&["XXR", "142"], None)));
        }
    }
    match e {
        PairError::NoValidPairing(_) => fail(NO_PAIRING, e.to_string()),
        PairError::InvalidInput(_) => fail(INVALID_INPUT, e.to_string()),
        PairError::TooLarge(_) => fail(TOO_LARGE, e.to_string()),
        PairError::Unsupported(_) => fail(UNEXPECTED, e.to_string()),
    }
}

/// `--explain`: the step-by-step trace of round `round` (default: the next round), as text or JSON.
fn explain(t: &Tournament, options: &PairOptions, round: Option<u32>, json: bool, failure: impl FnOnce(PairError) -> Failure) -> Result<(), Failure> {
    let e = torre_core::explain::explain(t, options, round).map_err(failure)?;
    let text = if json {
        serde_json::to_string_pretty(&e).map_err(|e| fail(UNEXPECTED, e.to_string()))? + "\n"
    } else {
        torre_core::explain::text::render(&e)
    };
    emit(&text)
}

/// A game with no result yet (a blank result column) scores nothing for either player, so the
/// next round is paired as if both had lost it: say so on standard error, game by game, rather
/// than pair silently on scores the arbiter has not entered.
fn warn_missing_results(t: &Tournament, name: &str) {
    // the last round is paired by its own rules (Dutch C.04.3 topscorers, Art. 1.7 and [C9]-[C12]
    // / 2026 C.12): without XXR no round is the last one (JaVaFo requires XXR, bbpPairings refuses)
    if t.total_rounds.is_none() && t.system != PairingSystem::RoundRobin && t.system != PairingSystem::DoubleRoundRobin {
        diagnose(&format!("warning: {name}: no XXR record (total number of rounds): no round is paired as the last one"));
    }
    for p in &t.players {
        for (i, e) in p.rounds.iter().enumerate() {
            if let RoundEntry::Game { opponent, result: GameResult::Pending, .. } = *e {
                if p.id < opponent {
                    let (a, b) = (t.file_id(p.id), t.file_id(opponent));
                    diagnose(&format!(
                        "warning: {name}: round {}: the game of players {a} and {b} has no result: paired as if it scored nothing for either",
                        i + 1
                    ));
                }
            }
        }
    }
}

fn pair(t: &Tournament, options: &PairOptions, out: Option<&str>, failure: impl FnOnce(PairError) -> Failure) -> Result<(), Failure> {
    let p = pairing::pair_next_round(t, options).map_err(failure)?;
    let mut text = format!("{}\n", p.boards.len() + usize::from(p.bye.is_some()));
    // pairing numbers as the file writes them (the file's own under XXC rank)
    for b in &p.boards {
        text.push_str(&format!("{} {}\n", t.file_id(b.white), t.file_id(b.black)));
    }
    if let Some(id) = p.bye {
        text.push_str(&format!("{} 0\n", t.file_id(id)));
    }
    emit_to(out, &text)
}

/// C.05 Annex 1: the table numbers of a round robin, drawn by lot (reproducible from the
/// seed) or set by hand; the players are renumbered (pairing number = table number) and the
/// file is written. The draw is shown on stderr, number by number.
fn draw_numbers(t: &Tournament, system: PairingSystem, how: Numbering, out: Option<&str>) -> Result<(), Failure> {
    if !matches!(system, PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin) {
        return Err(fail(UNEXPECTED, "--draw and --numbers give round-robin table numbers: use them with --roundrobin or --doubleroundrobin"));
    }
    let (numbers, shown) = match how {
        Numbering::Lot(seed) => (roundrobin::draw::draw(t.players.len(), seed), None),
        Numbering::Varma(seed) => {
            let federations: Vec<String> = t.players.iter().map(|p| p.federation.clone()).collect();
            let names: Vec<String> = t.players.iter().map(|p| p.name.clone()).collect();
            let lots = roundrobin::draw::draw_varma(&federations, &names, seed).map_err(|e| fail(INVALID_INPUT, format!("--varma: {e}")))?;
            (roundrobin::draw::varma_numbers(&lots), Some(lots))
        }
        Numbering::Given(v) => (v, None),
    };
    let mut drawn = roundrobin::draw::renumber(t, &numbers).map_err(|e| fail(INVALID_INPUT, format!("--numbers: {e}")))?;
    drawn.system = system;
    // the file's number of rounds is the schedule's (XXR 5 kept for a double round robin of
    // 6 players would stop the event after its fifth round)
    let rounds = (roundrobin::berger::table_size(t.players.len() as u32) - 1) * roundrobin::cycles(system);
    if let Some(given) = drawn.total_rounds.filter(|&r| r != rounds) {
        diagnose(&format!("note: the file said {given} rounds; this round robin of {} players has {rounds}, written instead", t.players.len()));
    }
    drawn.total_rounds = Some(rounds);
    match shown {
        // the Varma draw in its order (Annex 2, direction 2): federation, player, set, number
        Some(lots) => {
            for l in lots {
                let p = &t.players[l.entrant];
                let fed = if p.federation.trim().is_empty() { "-" } else { p.federation.trim() };
                eprintln!("{fed:<3}  set {}  {:>3}  {}", roundrobin::varma::letter(l.set), l.number, p.name);
            }
        }
        None => {
            for p in &drawn.players {
                eprintln!("{:>3}  {}", p.id, p.name);
            }
        }
    }
    emit_to(out, &trf::write(&drawn))
}

/// One round's boards, one per line, with the file's pairing numbers; `-` marks a board whose
/// colours the file does not give.
fn boards_text(t: &Tournament, r: &RoundCheck, p: &pairing::RoundPairing) -> Vec<String> {
    let mut lines: Vec<String> = p
        .boards
        .iter()
        .map(|b| {
            let sep = if r.is_colourless(b) { " - " } else { " vs " };
            format!("{}{sep}{}", t.file_id(b.white), t.file_id(b.black))
        })
        .collect();
    if let Some(b) = p.bye {
        lines.push(format!("{} bye (PAB)", t.file_id(b)));
    }
    lines
}

/// What round `r` compared: pairs, colours (but on colourless boards), the PAB.
fn compared(r: &RoundCheck) -> String {
    let n = r.expected.boards.len();
    let colourless = r.colourless.len();
    let colours = if colourless == 0 {
        "colours".to_string()
    } else {
        format!("colours on {} of them ({colourless} forfeit{} without colours: pair only)", n - colourless, if colourless == 1 { "" } else { "s" })
    };
    let bye = if r.expected.bye.is_some() { "the PAB" } else { "no PAB" };
    format!("{n} pairs, {colours}, {bye}")
}

/// A round of the report: what was compared and, when it differs, both pairings board by board.
fn round_text(t: &Tournament, r: &RoundCheck, out: &mut String) {
    let verdict = if r.matches() { "same" } else { "DIFFERENT" };
    out.push_str(&format!("round {}: {verdict} ({})\n", r.round, compared(r)));
    if r.matches() {
        return;
    }
    let expected = boards_text(t, r, &r.expected);
    let produced = match &r.produced {
        Ok(p) => boards_text(t, r, p),
        Err(e) => vec![format!("no pairing: {e}")],
    };
    let width = expected.iter().map(|s| s.chars().count()).max().unwrap_or(0).max(12);
    out.push_str(&format!("  {:>5}  {:<width$}  {}\n", "board", "in the file", "Torre"));
    for k in 0..expected.len().max(produced.len()) {
        let a = expected.get(k).map_or("", String::as_str);
        let b = produced.get(k).map_or("", String::as_str);
        out.push_str(&format!("  {:>5}  {a:<width$}  {b}\n", k + 1));
    }
}

/// `-c`; `chosen`: where the edition came from when `--edition` did not give it.
fn check(t: &Tournament, source: &Source, options: &PairOptions, chosen: Option<trf::EditionSource>, tiebreaks: Option<Vec<TieBreak>>, every_round: bool) -> Result<(), Failure> {
    let report = pairing::check(t, options);
    let mut text = String::new();
    if let (PairingSystem::Dutch, Some(source)) = (options.system, chosen) {
        if !source.is_explicit() {
            let year = if options.edition == DutchEdition::E2017 { 2017 } else { 2026 };
            text.push_str(&format!("edition: Dutch {year} ({}; --edition chooses another)\n", source.reason(options.edition)));
        }
    }
    // (a round robin's colours come from the Berger table, not from an initial colour)
    if let Some(c) = report.initial_colour_from_round_1.filter(|_| !matches!(options.system, PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin)) {
        let colour = if c == Colour::White { "white" } else { "black" };
        text.push_str(&format!("initial colour: {colour}, read from round 1 (the file does not declare it: no XXC white1/black1, no 152)\n"));
    }
    for r in &report.rounds {
        round_text(t, r, &mut text);
    }
    let d = report.differing();
    let standings_differ = standings_text(t, source, tiebreaks, every_round, &mut text)?;
    text.push_str(&format!("checked {} rounds: {} match, {} differ\n", report.rounds.len(), report.rounds.len() - d, d));
    emit(&text)?;
    match (d, standings_differ) {
        (0, 0) => Ok(()),
        (0, s) => Err(fail(NO_PAIRING, format!("the standings differ for {}", count(s, "player", "players")))),
        (d, 0) => Err(fail(NO_PAIRING, count(d, "round differs", "rounds differ"))),
        (d, s) => Err(fail(NO_PAIRING, format!("{} and the standings differ for {}", count(d, "round differs", "rounds differ"), count(s, "player", "players")))),
    }
}

/// "1 round", "3 rounds".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The standings half of `-c`: with a tie-break list (`--tiebreaks`, else the file's 202),
/// the standings after the last round against the file's points and ranks, and with
/// `--standings-every-round` the standings after each round. Returns how many players differ.
fn standings_text(t: &Tournament, source: &Source, tiebreaks: Option<Vec<TieBreak>>, every_round: bool, out: &mut String) -> Result<usize, Failure> {
    let round_robin = looks_round_robin(t);
    let list = match tiebreaks {
        Some(l) => {
            check_round_robin_list(&l, round_robin).map_err(|e| fail(INVALID_INPUT, format!("--tiebreaks: {e}")))?;
            l
        }
        None if t.tiebreaks.is_empty() => return Ok(0),
        None => default_tiebreaks(t, round_robin).map_err(|e| crate::standings::file_list_error(&e, source))?,
    };
    // The C.07 edition of the tournament (its 042 start date, else the latest), as `torre standings`.
    let (edition, why) = tiebreak::Edition::of_tournament(t);
    let opts = TbOptions { edition, round_robin, ..Default::default() };
    out.push_str(&format!("tie-breaks by {edition}: {why}\n"));
    let codes = list.iter().map(|t| t.code()).collect::<Vec<_>>().join(",");
    let last = t.rounds_in_file();
    let first = if every_round { 1 } else { last };
    let mut differ = 0;
    for k in first..=last {
        let c = tiebreak::check_standings(t, &list, Some(k), &opts).map_err(|e| fail(INVALID_INPUT, e.to_string()))?;
        if k < last {
            let order: Vec<String> = c.standings.rows.iter().map(|r| format!("{}{} {}", r.rank, if r.shared { "=" } else { "" }, t.file_id(r.id))).collect();
            out.push_str(&format!("standings after round {k} ({codes}): {}\n", order.join(", ")));
            continue;
        }
        let what = if c.file_has_ranks { "points and ranks" } else { "points (the file writes no ranks)" };
        let verdict = if c.agrees() { "same".to_string() } else { format!("DIFFERENT for {} players", c.differences.len()) };
        out.push_str(&format!("standings after round {k} ({codes}): {verdict} (compared {what})\n"));
        for dif in &c.differences {
            let values: Vec<String> = list.iter().zip(&dif.values).map(|(tb, v)| format!("{} {}", tb.code(), v.format(tb.kind.decimals()))).collect();
            let rank = if dif.rank_to > dif.rank { format!("{}-{}", dif.rank, dif.rank_to) } else { dif.rank.to_string() };
            let shown = |x: Option<String>| x.unwrap_or_else(|| "blank".to_string());
            out.push_str(&format!(
                "  player {}: file {} points, rank {} | Torre {} points, rank {} ({})\n",
                t.file_id(dif.id),
                shown(dif.file_points.map(|p| p.to_string())),
                shown(dif.file_rank.map(|r| r.to_string())),
                dif.points,
                rank,
                values.join(", ")
            ));
        }
        differ = c.differences.len();
    }
    Ok(differ)
}
