//! The Dutch property sweep at scale (issue 23): `cargo run --release -p torre-core --example
//! dutch_sweep -- [FIRST_SEED] [COUNT]` (default 0 10000) generates COUNT small tournaments,
//! pairs every round with the engine and every bracket of at most 10 players with the literal
//! procedure, and lists each bracket where they disagree (exit status 1 if any).
//! `dutch_sweep trf SEED` prints that seed's tournament as a TRF file; `dutch_sweep corpus DIR
//! [2026]` compares the two on every round of every file of a folder (under the 2026 edition:
//! the literal procedure with the 2026 criteria).
#[path = "../tests/dubov_gen.rs"]
mod gen;
#[path = "../tests/support/dutch_sweep.rs"]
mod sweep;

fn main() {
    if let [cmd, arg, more @ ..] = std::env::args().skip(1).collect::<Vec<_>>().as_slice() {
        let edition = if more.iter().any(|m| m == "2026") { torre_core::DutchEdition::E2026 } else { torre_core::DutchEdition::E2017 };
        if cmd == "trf" {
            // `dutch_sweep trf SEED`: the tournament of that seed, to replay with `torre --explain`
            print!(
                "{}",
                torre_core::trf::write(&sweep::generate(arg.parse().expect("a seed")).0)
            );
            return;
        }
        if cmd == "corpus" {
            // `dutch_sweep corpus DIR`: the same bracket comparison on every round of every file
            let mut files: Vec<_> = std::fs::read_dir(arg)
                .expect("a folder")
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "trf"))
                .collect();
            files.sort();
            let (mut brackets, mut diffs) = (0, 0);
            for f in &files {
                let t = torre_core::trf::read(&std::fs::read(f).unwrap(), &Default::default())
                    .unwrap()
                    .tournament;
                for r in 1..=t.rounds_paired() {
                    let before = torre_core::pairing::check::before_round(&t, r);
                    let Ok((c, _, d)) = torre_core::explain::dutch::agreement(
                        &before,
                        r,
                        edition,
                        false,
                    ) else {
                        continue;
                    };
                    brackets += c;
                    diffs += d.len();
                    for d in d {
                        println!("{}: {d}", f.display());
                    }
                }
            }
            println!(
                "{} files, {brackets} brackets compared, {diffs} disagreements",
                files.len()
            );
            return;
        }
    }
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let first = args.first().copied().unwrap_or(0);
    let count = args.get(1).copied().unwrap_or(10_000);
    let start = std::time::Instant::now();
    let s = sweep::sweep(first..first + count);
    for d in &s.diffs {
        println!("{d}");
    }
    println!(
        "{} tournaments, {} rounds, {} brackets compared, {} disagreements, {:.1} s",
        s.tournaments,
        s.rounds,
        s.brackets,
        s.diffs.len(),
        start.elapsed().as_secs_f64()
    );
    std::process::exit(i32::from(!s.diffs.is_empty()));
}
