//! Did you mean: the word of a list that a mistyped word most likely
//! means, for the command line's usage errors.

/// The candidate that `word` most likely misspells: the closest by edits
/// (letters added, dropped, changed or swapped; case, `_` and spaces aside),
/// if close enough for its length, or else the only one `word` begins.
pub fn nearest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let word: Vec<char> = word
        .chars()
        .map(|c| match c {
            '_' | ' ' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    let mut best: Option<(usize, &str)> = None;
    for &candidate in candidates {
        let lower: Vec<char> = candidate.chars().map(|c| c.to_ascii_lowercase()).collect();
        let distance = edits(&word, &lower);
        // Two letters swapped is one slip even in a short word (`gne`).
        let swapped = distance == 1 && word.len() == lower.len() && {
            let (mut a, mut b) = (word.clone(), lower.clone());
            a.sort_unstable();
            b.sort_unstable();
            a == b
        };
        let allowed = ((lower.len().saturating_sub(1)) / 3)
            .min(2)
            .max(usize::from(swapped));
        if distance <= allowed && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    if let Some((_, candidate)) = best {
        return Some(candidate);
    }
    let mut begun = candidates.iter().filter(|candidate| {
        word.len() >= 3
            && candidate
                .chars()
                .map(|c| c.to_ascii_lowercase())
                .take(word.len())
                .eq(word.iter().copied())
            && candidate.chars().count() > word.len()
    });
    match (begun.next(), begun.next()) {
        (Some(&only), None) => Some(only),
        _ => None,
    }
}

/// The fewest single-letter insertions, deletions, substitutions and swaps
/// of neighbours that turn `a` into `b` (optimal string alignment), a row
/// of the table at a time.
fn edits(a: &[char], b: &[char]) -> usize {
    let at = |row: &[usize], j: usize| row.get(j).copied().unwrap_or(usize::MAX / 2);
    let mut two_back: Vec<usize> = Vec::new();
    let mut back: Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.iter().enumerate() {
        let mut row = Vec::with_capacity(b.len() + 1);
        row.push(i + 1);
        for (j, &y) in b.iter().enumerate() {
            let mut best = (at(&back, j + 1) + 1)
                .min(at(&row, j) + 1)
                .min(at(&back, j) + usize::from(x != y));
            let swapped = i > 0 && j > 0 && a.get(i - 1) == Some(&y) && b.get(j - 1) == Some(&x);
            if swapped {
                best = best.min(at(&two_back, j - 1) + 1);
            }
            row.push(best);
        }
        two_back = std::mem::replace(&mut back, row);
    }
    at(&back, b.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_count_insertions_deletions_changes_and_swaps() {
        let chars = |s: &str| s.chars().collect::<Vec<_>>();
        for (a, b, n) in [
            ("", "", 0),
            ("abc", "abc", 0),
            ("abc", "ab", 1),
            ("abc", "abcd", 1),
            ("abc", "abd", 1),
            ("abc", "acb", 1),
            ("kitten", "sitting", 3),
            ("", "fridge", 6),
        ] {
            assert_eq!(edits(&chars(a), &chars(b)), n, "{a} {b}");
            assert_eq!(edits(&chars(b), &chars(a)), n, "{b} {a}");
        }
    }
}
