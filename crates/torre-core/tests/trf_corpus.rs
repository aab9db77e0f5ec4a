//! Every file of the conformance corpora reads, writes and reads back to an equal model.
mod common;
use torre_core::trf;

#[test]
fn every_corpus_file_round_trips() {
    let files = common::trf_files("");
    assert!(files.len() > 400, "expected the whole corpus, found {} files", files.len());
    for f in &files {
        let t = common::load(f);
        let text = trf::write(&t);
        let back = trf::read_str(&text, &Default::default()).unwrap_or_else(|e| panic!("{}: rewritten file does not read: {e}", f.display()));
        assert!(back.warnings.is_empty(), "{}: {:?}", f.display(), back.warnings);
        let mut expected = t.clone();
        for p in &mut expected.players {
            p.declared_points = Some(t.score_after(p.id, p.rounds.len() as u32));
        }
        assert_eq!(back.tournament, expected, "{}", f.display());
        assert_eq!(trf::write(&back.tournament), text, "{}: second write differs", f.display());
    }
}
