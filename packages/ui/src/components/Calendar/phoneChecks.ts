// Story checks for the calendars on a phone (issue 33): every day tile inside its column and
// every part of a tile (date, icon, figure) inside its tile, each part on as few lines as its
// words allow (a figure or a date broken inside shows as more lines than words).

/** The problems found, named by day and part; empty when every tile keeps its content. */
export function spilledDayParts(root: HTMLElement): string[] {
  const problems: string[] = [];
  for (const tile of root.querySelectorAll<HTMLElement>('[data-part="compact-day"]')) {
    const box = tile.getBoundingClientRect();
    const cell = tile.closest('td')?.getBoundingClientRect();
    if (cell && (box.left < cell.left - 0.5 || box.right > cell.right + 0.5))
      problems.push(`${tile.dataset.day}: the tile is wider than its column`);
    for (const part of tile.children) {
      const rect = part.getBoundingClientRect();
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        problems.push(`${tile.dataset.day}: ${part.getAttribute('data-part') ?? part.tagName} spills out`);
      if (part instanceof HTMLElement && part.dataset.part) {
        const words = (part.textContent ?? '').trim().split(/\s+/).length;
        const lineHeight = Number.parseFloat(getComputedStyle(part).lineHeight) || rect.height;
        const lines = Math.round(rect.height / lineHeight);
        if (lines > words) problems.push(`${tile.dataset.day}: "${part.textContent}" breaks inside a word`);
      }
    }
  }
  return problems;
}
