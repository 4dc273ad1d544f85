/**
 * A unified diff of two texts by lines (the longest common subsequence; texts of more than 2,000
 * lines are shown as removed and added whole), for the chat to show what an edit changes.
 */
export function unifiedDiff(oldText: string, newText: string): string {
    const a = lines(oldText);
    const b = lines(newText);
    if (a.length * b.length > 4_000_000) {
        return [...a.map(line => '-' + line), ...b.map(line => '+' + line)].join('\n');
    }
    // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
    const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
    for (let i = a.length - 1; i >= 0; i--) {
        for (let j = b.length - 1; j >= 0; j--) {
            common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
        }
    }
    const diff: string[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && a[i] === b[j]) {
            diff.push(' ' + a[i++]);
            j++;
        } else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j])) {
            diff.push('+' + b[j++]);
        } else {
            diff.push('-' + a[i++]);
        }
    }
    return diff.join('\n');
}

/** The text's lines, without the empty one after a final newline. */
function lines(text: string): string[] {
    if (text === '') {
        return [];
    }
    const all = text.split('\n');
    return text.endsWith('\n') ? all.slice(0, -1) : all;
}
