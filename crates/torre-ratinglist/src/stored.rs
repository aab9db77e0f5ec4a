//! The compact text a read list is kept as (in the app: one IndexedDB record), about a third
//! of FIDE's TXT file: one player per line, tab-separated
//! `id name federation sex title standard rapid blitz birth-year flag` (blank: none).

use crate::Entry;

pub fn encode(entries: &[Entry]) -> String {
    let mut out = String::with_capacity(entries.len() * 48);
    let n = |v: Option<u16>| v.map(|v| v.to_string()).unwrap_or_default();
    for e in entries {
        let [s, r, b] = e.ratings;
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
            e.id, e.name, e.federation, e.sex, e.title, n(s), n(r), n(b), n(e.birth_year), e.flag
        ));
    }
    out
}

/// The entries of [`encode`]'s text; `Err` names the first line that is not one.
pub fn decode(text: &str) -> Result<Vec<Entry>, String> {
    let num = |f: &str| -> Result<Option<u16>, ()> { if f.is_empty() { Ok(None) } else { f.parse().map(Some).map_err(|_| ()) } };
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let f: Vec<&str> = line.split('\t').collect();
            let bad = || format!("stored rating list, line {}: \"{line}\"", i + 1);
            if f.len() != 10 {
                return Err(bad());
            }
            Ok(Entry {
                id: f[0].parse().map_err(|_| bad())?,
                name: f[1].to_string(),
                federation: f[2].to_string(),
                sex: f[3].to_string(),
                title: f[4].to_string(),
                ratings: [num(f[5]).map_err(|_| bad())?, num(f[6]).map_err(|_| bad())?, num(f[7]).map_err(|_| bad())?],
                birth_year: num(f[8]).map_err(|_| bad())?,
                flag: f[9].to_string(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let e = vec![
            Entry { id: 1503014, name: "Carlsen, Magnus".into(), federation: "NOR".into(), sex: "M".into(), title: "GM".into(), ratings: [Some(2830), None, Some(2880)], birth_year: Some(1990), flag: String::new() },
            Entry { id: 7, name: "Núñez, Ana".into(), flag: "wi".into(), ..Default::default() },
        ];
        assert_eq!(decode(&encode(&e)).unwrap(), e);
        assert_eq!(decode("12\tx\n").unwrap_err(), "stored rating list, line 1: \"12\tx\"");
    }
}
