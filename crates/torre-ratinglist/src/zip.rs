//! The zip container FIDE ships its lists in (`players_list.zip`, `standard_mar26frl_xml.zip`):
//! read from its central directory (APPNOTE.TXT 4.3.12-4.3.16), so that the caller fetches
//! only the bytes it needs: the end of the file (the end-of-central-directory record), the
//! directory, then the chosen entry's local header and data. The data is `stored` (method 0)
//! or `deflate` (method 8); inflating is the caller's job (in the app, the browser's
//! `DecompressionStream("deflate-raw")`). Zip64 archives (over 4 GB) are not needed for a
//! rating list and are refused with a message.

use crate::{ListError, Problem};

/// `PK\3\4`: a zip file starts with a local file header.
pub const LOCAL_SIG: [u8; 4] = [0x50, 0x4b, 0x03, 0x04];
const CENTRAL_SIG: [u8; 4] = [0x50, 0x4b, 0x01, 0x02];
const END_SIG: [u8; 4] = [0x50, 0x4b, 0x05, 0x06];
/// The end record is 22 bytes plus a comment of at most 65,535.
pub const TAIL: u64 = 22 + 65_535;
/// A local header is 30 bytes plus the name and extra field.
pub const LOCAL_HEADER: u64 = 30;

pub fn is_zip(start: &[u8]) -> bool {
    start.starts_with(&LOCAL_SIG)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZipEntry {
    pub name: String,
    /// 0 stored, 8 deflate.
    pub method: u16,
    pub compressed: u64,
    pub size: u64,
    pub local_header: u64,
}

impl ZipEntry {
    pub fn deflated(&self) -> bool {
        self.method == 8
    }
}

fn u16_at(b: &[u8], i: usize) -> u16 {
    u16::from_le_bytes([b[i], b[i + 1]])
}
fn u32_at(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]])
}

/// Where the central directory is (offset, size), from the last `tail.len()` bytes of a file
/// of `file_len` bytes.
pub fn directory(tail: &[u8], file_len: u64) -> Result<(u64, u64), ListError> {
    let at = (0..tail.len().saturating_sub(21))
        .rev()
        .find(|&i| tail[i..i + 4] == END_SIG)
        .ok_or_else(|| ListError::file(Problem::ZipNoEnd))?;
    let size = u32_at(tail, at + 12) as u64;
    let offset = u32_at(tail, at + 16) as u64;
    if size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
        return Err(ListError::file(Problem::Zip64));
    }
    if offset + size > file_len {
        return Err(ListError::file(Problem::ZipDirectoryPastEnd { from: offset, to: offset + size, len: file_len }));
    }
    Ok((offset, size))
}

/// The entries listed in the central directory `dir` (read from `offset`).
pub fn entries(dir: &[u8], offset: u64) -> Result<Vec<ZipEntry>, ListError> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + 46 <= dir.len() {
        if dir[i..i + 4] != CENTRAL_SIG {
            return Err(ListError::file(Problem::ZipDirectoryDamaged { at: offset + i as u64 }));
        }
        let name_len = u16_at(dir, i + 28) as usize;
        let extra = u16_at(dir, i + 30) as usize;
        let comment = u16_at(dir, i + 32) as usize;
        let name_end = (i + 46 + name_len).min(dir.len());
        out.push(ZipEntry {
            name: crate::decode(&dir[i + 46..name_end]),
            method: u16_at(dir, i + 10),
            compressed: u32_at(dir, i + 20) as u64,
            size: u32_at(dir, i + 24) as u64,
            local_header: u32_at(dir, i + 42) as u64,
        });
        i += 46 + name_len + extra + comment;
    }
    Ok(out)
}

/// The entry holding the list: the largest `.txt` or `.xml` file.
pub fn pick(entries: &[ZipEntry]) -> Result<&ZipEntry, ListError> {
    let e = entries
        .iter()
        .filter(|e| {
            let n = e.name.to_ascii_lowercase();
            n.ends_with(".txt") || n.ends_with(".xml")
        })
        .max_by_key(|e| e.size)
        .ok_or_else(|| {
            ListError::file(Problem::ZipNoList { holds: entries.iter().map(|e| e.name.clone()).collect() })
        })?;
    if e.method != 0 && e.method != 8 {
        return Err(ListError::file(Problem::ZipMethod { name: e.name.clone(), method: e.method }));
    }
    Ok(e)
}

/// Where `entry`'s data starts, from the first [`LOCAL_HEADER`] bytes at its local header.
pub fn data_start(local: &[u8], entry: &ZipEntry) -> Result<u64, ListError> {
    if local.len() < LOCAL_HEADER as usize || local[..4] != LOCAL_SIG {
        return Err(ListError::file(Problem::ZipNoLocalHeader { name: entry.name.clone(), at: entry.local_header }));
    }
    Ok(entry.local_header + LOCAL_HEADER + u16_at(local, 26) as u64 + u16_at(local, 28) as u64)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A zip of stored (uncompressed) files, as a zip tool writes it.
    pub(crate) fn stored_zip(files: &[(&str, &[u8])]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut dir = Vec::new();
        for (name, data) in files {
            let at = out.len() as u32;
            let n = data.len() as u32;
            let common = |v: &mut Vec<u8>| {
                v.extend(20u16.to_le_bytes()); // version needed
                v.extend(0u16.to_le_bytes()); // flags
                v.extend(0u16.to_le_bytes()); // method: stored
                v.extend([0, 0, 0x21, 0x5c]); // time, date
                v.extend(0u32.to_le_bytes()); // crc (not checked)
                v.extend(n.to_le_bytes());
                v.extend(n.to_le_bytes());
                v.extend((name.len() as u16).to_le_bytes());
                v.extend(4u16.to_le_bytes()); // extra field length
            };
            out.extend(LOCAL_SIG);
            common(&mut out);
            out.extend(name.as_bytes());
            out.extend([0xca, 0xfe, 0, 0]);
            out.extend(*data);
            dir.extend(CENTRAL_SIG);
            dir.extend(20u16.to_le_bytes());
            common(&mut dir);
            dir.truncate(dir.len() - 2);
            dir.extend(0u16.to_le_bytes()); // extra
            dir.extend(0u16.to_le_bytes()); // comment
            dir.extend([0; 8]); // disk, attributes
            dir.extend(at.to_le_bytes());
            dir.extend(name.as_bytes());
        }
        let cd = out.len() as u32;
        out.extend(&dir);
        out.extend(END_SIG);
        out.extend([0; 4]);
        out.extend((files.len() as u16).to_le_bytes());
        out.extend((files.len() as u16).to_le_bytes());
        out.extend((dir.len() as u32).to_le_bytes());
        out.extend(cd.to_le_bytes());
        out.extend(3u16.to_le_bytes());
        out.extend(b"FRL");
        out
    }

    /// What the app does: directory, entry, data start, then the data.
    fn read_entry(zip: &[u8]) -> Result<(String, Vec<u8>), ListError> {
        let len = zip.len() as u64;
        let tail = &zip[len.saturating_sub(TAIL) as usize..];
        let (off, size) = directory(tail, len)?;
        let all = entries(&zip[off as usize..(off + size) as usize], off)?;
        let e = pick(&all)?;
        let start = data_start(&zip[e.local_header as usize..], e)?;
        Ok((e.name.clone(), zip[start as usize..(start + e.compressed) as usize].to_vec()))
    }

    #[test]
    fn finds_the_list_in_a_zip() {
        let zip = stored_zip(&[("readme.pdf", b"%PDF"), ("players_list_foa.txt", b"ID Number      Name\n"), ("small.txt", b"x")]);
        assert!(is_zip(&zip));
        assert_eq!(read_entry(&zip).unwrap(), ("players_list_foa.txt".to_string(), b"ID Number      Name\n".to_vec()));
    }

    #[test]
    fn a_cut_zip_says_so() {
        let zip = stored_zip(&[("players_list_foa.txt", b"ID Number      Name\n")]);
        let e = read_entry(&zip[..zip.len() - 30]).unwrap_err();
        assert!(e.what.to_string().contains("no end-of-central-directory record"), "{e}");
    }

    #[test]
    fn a_zip_without_a_list_names_what_it_holds() {
        let zip = stored_zip(&[("photo.jpg", b"x"), ("a.pdf", b"y")]);
        assert_eq!(read_entry(&zip).unwrap_err().what.to_string(), "the zip file holds no .txt or .xml list (it holds: photo.jpg, a.pdf)");
    }

    #[test]
    fn unknown_methods_are_refused() {
        let mut zip = stored_zip(&[("list.txt", b"abc")]);
        let cd = zip.windows(4).position(|w| w == CENTRAL_SIG).unwrap();
        zip[cd + 10] = 14; // LZMA
        assert!(read_entry(&zip).unwrap_err().what.to_string().contains("zip method 14"));
    }
}
