//! Fields this Torre does not know. A tournament saved by a newer Torre (or edited by hand) can
//! hold fields that reading drops (serde skips what the types do not name): saving it again
//! would lose them for good. [`dropped`] compares the stored JSON with what this Torre would
//! write back and names each field that would go, so that the app can pause saving and ask
//! (state.rs) instead of destroying data it does not understand.

use serde_json::Value;

/// Fields a reading turns into others on purpose (`doc::migrate`), not lost.
const MIGRATED: &[&str] = &["doc.adjourned"];

/// The paths (`doc.tournament.players[3].nickname`) of the fields present in `stored` and absent
/// from `rewritten`; an empty value (null, `[]`, `{}`, `""`: what a field left out when empty
/// holds) counts as absent, as nothing is lost with it. At most `LIMIT` are named.
pub fn dropped(stored: &Value, rewritten: &Value) -> Vec<String> {
    let mut out = Vec::new();
    walk(stored, rewritten, String::new(), &mut out);
    out.retain(|p| !MIGRATED.contains(&p.as_str()));
    out.truncate(LIMIT);
    out
}

const LIMIT: usize = 12;

fn walk(a: &Value, b: &Value, path: String, out: &mut Vec<String>) {
    if out.len() > LIMIT + MIGRATED.len() {
        return;
    }
    match (a, b) {
        (Value::Object(a), Value::Object(b)) => {
            for (k, v) in a {
                let p = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                match b.get(k) {
                    Some(w) => walk(v, w, p, out),
                    None if !empty(v) => out.push(p),
                    None => {}
                }
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            for (i, (v, w)) in a.iter().zip(b).enumerate() {
                walk(v, w, format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

fn empty(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        Value::String(s) => s.is_empty(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_each_field_that_would_be_dropped() {
        let stored = json!({"schema": 1, "doc": {"tournament": {"players": [{"name": "A"}, {"name": "B", "nick": "Bee"}]}, "future": {"x": 1}}});
        let rewritten = json!({"schema": 1, "doc": {"tournament": {"players": [{"name": "A"}, {"name": "B"}]}, "withdrawn": []}});
        assert_eq!(dropped(&stored, &rewritten), vec!["doc.future".to_string(), "doc.tournament.players[1].nick".to_string()]);
    }

    #[test]
    fn defaults_added_empty_values_and_migrated_fields_are_not_losses() {
        let stored = json!({"doc": {"event": null, "adjourned": [[1, 2, 3]], "rating_corrections": [], "note": "", "tournament": {"extra": {}}}});
        let rewritten = json!({"doc": {"tournament": {"info": {}}, "fide_mode": true}});
        assert!(dropped(&stored, &rewritten).is_empty());
    }

    #[test]
    fn a_real_document_read_and_written_back_loses_nothing() {
        let doc = crate::doc::Doc::new(torre_core::Tournament::default());
        let env = json!({"schema": 1, "id": "x", "rev": 3, "saved": 1.0, "doc": serde_json::to_value(&doc).unwrap()});
        let read = crate::doc::migrate(&env.to_string()).unwrap();
        assert!(dropped(&env, &serde_json::to_value(&read).unwrap()).is_empty());
    }
}
