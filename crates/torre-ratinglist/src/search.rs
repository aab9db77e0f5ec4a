//! Finding a player in the list while registering: by FIDE ID (digits: the IDs that start with
//! them, the exact one first) or by name (every word typed appears in the name, ignoring case,
//! accents and punctuation; names that start with the first word first).

use crate::Entry;

/// A name folded for searching: lower case, accents dropped, punctuation as spaces.
pub fn fold(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars().flat_map(|c| c.to_lowercase()) {
        let base = match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => 'a',
            'ç' | 'ć' | 'č' => 'c',
            'ď' | 'đ' => 'd',
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => 'e',
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => 'i',
            'ł' | 'ľ' | 'ĺ' => 'l',
            'ñ' | 'ń' | 'ň' => 'n',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => 'o',
            'ř' | 'ŕ' => 'r',
            'ś' | 'š' | 'ş' | 'ș' | 'ß' => 's',
            'ť' | 'ţ' | 'ț' => 't',
            'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' => 'u',
            'ý' | 'ÿ' => 'y',
            'ź' | 'ż' | 'ž' => 'z',
            c if c.is_alphanumeric() => c,
            _ => ' ',
        };
        out.push(base);
    }
    out
}

/// The list with every name folded once (built after loading, kept for every search).
pub struct Index {
    pub entries: Vec<Entry>,
    folded: Vec<String>,
}

impl Index {
    pub fn new(entries: Vec<Entry>) -> Self {
        let folded = entries.iter().map(|e| fold(&e.name)).collect();
        Index { entries, folded }
    }

    pub fn by_id(&self, id: u32) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// At most `limit` players matching `query`, best first.
    pub fn find(&self, query: &str, limit: usize) -> Vec<&Entry> {
        let q = query.trim();
        if q.is_empty() {
            return Vec::new();
        }
        if q.bytes().all(|b| b.is_ascii_digit()) {
            return self.find_id(q, limit);
        }
        let words: Vec<String> = fold(q).split_whitespace().map(str::to_string).collect();
        if words.is_empty() {
            return Vec::new();
        }
        let (mut first, mut rest) = (Vec::new(), Vec::new());
        for (e, f) in self.entries.iter().zip(&self.folded) {
            if first.len() >= limit {
                break;
            }
            if words.iter().all(|w| f.contains(w.as_str())) {
                if f.starts_with(words[0].as_str()) {
                    first.push(e);
                } else if rest.len() < limit {
                    rest.push(e);
                }
            }
        }
        first.sort_by(|a, b| a.name.cmp(&b.name));
        rest.sort_by(|a, b| a.name.cmp(&b.name));
        first.extend(rest);
        first.truncate(limit);
        first
    }

    fn find_id(&self, q: &str, limit: usize) -> Vec<&Entry> {
        let exact: Option<u32> = q.parse().ok();
        let mut out: Vec<&Entry> = self.entries.iter().filter(|e| Some(e.id) == exact).collect();
        let mut buf = String::new();
        for e in &self.entries {
            if out.len() >= limit {
                break;
            }
            buf.clear();
            use std::fmt::Write;
            let _ = write!(buf, "{}", e.id);
            if buf.starts_with(q) && Some(e.id) != exact {
                out.push(e);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(id: u32, name: &str) -> Entry {
        Entry { id, name: name.into(), ..Default::default() }
    }

    fn index() -> Index {
        Index::new(vec![e(1503014, "Carlsen, Magnus"), e(15030, "Magnusson, Carl"), e(24116068, "Núñez Carlsen, José"), e(1503, "Other, Ann")])
    }

    fn ids(v: Vec<&Entry>) -> Vec<u32> {
        v.into_iter().map(|e| e.id).collect()
    }

    #[test]
    fn by_name_every_word_any_case_and_accent() {
        let i = index();
        assert_eq!(ids(i.find("carlsen", 10)), vec![1503014, 24116068]);
        assert_eq!(ids(i.find("Magnus Carl", 10)), vec![15030, 1503014]);
        assert_eq!(ids(i.find("nunez jose", 10)), vec![24116068]);
        assert_eq!(ids(i.find("carlsen, m", 10)), vec![1503014]);
        assert!(i.find("zzz", 10).is_empty());
        assert_eq!(i.find("a", 2).len(), 2);
    }

    #[test]
    fn by_id_exact_first_then_prefix() {
        let i = index();
        assert_eq!(ids(i.find("15030", 10)), vec![15030, 1503014]);
        assert_eq!(ids(i.find("1503", 10)), vec![1503, 1503014, 15030]);
        assert_eq!(i.by_id(24116068).unwrap().name, "Núñez Carlsen, José");
    }
}
