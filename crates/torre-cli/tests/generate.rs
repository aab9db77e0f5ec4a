//! `torre -g` as bbpPairings and JaVaFo are called, and `torre -c` over its files: pairings
//! and standings agree (exit 0); a changed rank is reported (exit 1).

use std::path::PathBuf;
use std::process::{Command, Output};

fn torre(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_torre")).args(args).output().expect("torre runs")
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("torre-gen-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

#[test]
fn generated_files_pass_the_checker_and_repeat_by_seed() {
    let d = dir("many");
    let pattern = d.join("T%d.trf");
    for system in ["--dutch", "--dubov"] {
        let o = torre(&[system, "-g", "6", "-o", pattern.to_str().unwrap(), "-s", "40"]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        // the type of tournament in the ETT26 spelling of the edition played (issue 20)
        let code = if system == "--dutch" { "\n092 FIDE_DUTCH_2026\n" } else { "\n092 FIDE_DUBOV\n" };
        let first = std::fs::read_to_string(d.join("T1.trf")).unwrap();
        assert!(first.contains(code), "{system}: {first}");
        for k in 1..=6 {
            let f = d.join(format!("T{k}.trf"));
            let o = torre(&[system, f.to_str().unwrap(), "-c"]);
            let out = text(&o);
            assert_eq!(o.status.code(), Some(0), "{system} T{k}: {out}");
            assert!(out.contains("standings after round") && out.contains(": same (compared points and ranks)"), "{out}");
        }
    }
    // file k of a run is the file of seed SEED + k - 1 made alone
    let alone = d.join("alone.trf");
    let o = torre(&["--dubov", "-g", "-o", alone.to_str().unwrap(), "-s", "42"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert_eq!(std::fs::read(&alone).unwrap(), std::fs::read(d.join("T3.trf")).unwrap());
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn config_file_keys_and_trf_2026() {
    let d = dir("config");
    let cfg = d.join("rtg.cfg");
    std::fs::write(&cfg, "PlayersNumber=15\nRoundsNumber=5\nTieBreaks=BH,SB,WIN\nForfeitRate=0\n").unwrap();
    let out = d.join("t.trf");
    let o = torre(&["--dutch", "--edition", "2017", "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", "3", "--trf", "2026"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let file = std::fs::read_to_string(&out).unwrap();
    assert_eq!(file.lines().filter(|l| l.starts_with("001 ")).count(), 15);
    assert!(file.contains("\n142 5\n") && file.contains("\n202 BH,SB,WIN\n") && file.contains("FIDE_DUTCH_2017"), "{file}");
    let o = torre(&["--dutch", out.to_str().unwrap(), "-c"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    // swap the ranks of the first and the last: both reported with their tie-break values
    let lines: Vec<String> = file.lines().map(|l| {
        if l.starts_with("001 ") {
            let rank: String = l.chars().skip(85).take(4).collect();
            let new = match rank.trim() { "1" => "  15".to_string(), "15" => "   1".to_string(), _ => rank };
            format!("{}{}{}", l.chars().take(85).collect::<String>(), new, l.chars().skip(89).collect::<String>())
        } else {
            l.to_string()
        }
    }).collect();
    std::fs::write(&out, lines.join("\n")).unwrap();
    let o = torre(&["--dutch", out.to_str().unwrap(), "-c"]);
    let report = text(&o);
    assert_eq!(o.status.code(), Some(1), "{report}");
    assert!(report.contains("DIFFERENT for 2 players") && report.contains("the standings differ for 2 players"), "{report}");
    assert!(report.lines().filter(|l| l.starts_with("  player ") && l.contains("BH ") && l.contains("SB ") && l.contains("WIN ")).count() == 2, "{report}");
    // a bad key is refused naming the line
    std::fs::write(&cfg, "PlayersNumber=15\nColour=red\n").unwrap();
    let o = torre(&["--dutch", "-g", cfg.to_str().unwrap(), "-o", out.to_str().unwrap(), "-s", "1"]);
    assert_eq!(o.status.code(), Some(3), "{}", text(&o));
    assert!(text(&o).contains("line 2: unknown key \"Colour\""), "{}", text(&o));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_standings_check_uses_the_tournaments_c07_edition() {
    let d = dir("edition");
    let out = d.join("t.trf");
    let o = torre(&["--dutch", "-g", "-o", out.to_str().unwrap(), "-s", "7"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    // no start date: the latest edition, with which the generator ranked the players
    let o = torre(&["--dutch", out.to_str().unwrap(), "-c"]);
    let report = text(&o);
    assert_eq!(o.status.code(), Some(0), "{report}");
    assert!(report.contains("tie-breaks by C.07 (March 2026): no start date (042)"), "{report}");
    // a start date before August 2024: the 2023 edition was in force
    let file = std::fs::read_to_string(&out).unwrap();
    let dated: String = file.lines().map(|l| if l.starts_with("012 ") { format!("{l}\n042 2023-05-01\n") } else { format!("{l}\n") }).collect();
    std::fs::write(&out, dated).unwrap();
    let report = text(&torre(&["--dutch", "--edition", "2026", out.to_str().unwrap(), "-c"]));
    assert!(report.contains("tie-breaks by C.07 (2023): start date 2023-05-01 (042)"), "{report}");
    let _ = std::fs::remove_dir_all(&d);
}
