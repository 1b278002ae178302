// A chain hint drawn over the classic board: an SVG overlay in cell units (one cell is 1 by
// 1), arrows from candidate to candidate, circles on the candidates.

const SVG = 'http://www.w3.org/2000/svg';
const colOf = (cell) => cell % 9;
const rowOf = (cell) => Math.floor(cell / 9);

/** The overlay for a board of `size` cells a side, empty. */
export function chainOverlay(size) {
  const overlay = document.createElementNS(SVG, 'svg');
  overlay.id = 'chain';
  overlay.setAttribute('viewBox', `0 0 ${size} ${size}`);
  overlay.setAttribute('aria-hidden', 'true');
  overlay.innerHTML = `<defs>
    <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5"
      orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" /></marker></defs>`;
  return overlay;
}

/** Where digit `digit`'s pencil mark sits in `cell`, in the overlay's units. */
function markCentre(cell, digit) {
  return [colOf(cell) + (((digit - 1) % 3) + 0.5) / 3, rowOf(cell) + (Math.floor((digit - 1) / 3) + 0.5) / 3];
}

/** A chain hint's inferences as arrows from candidate to candidate: solid for a strong link
 * (the next candidate is then true), dashed for a weak one (it is then false); a circle on
 * each candidate, filled when the chain makes it true. `omitted` steps left out after a
 * line's first are drawn as a dotted link. */
export function drawChain(overlay, chain) {
  for (const old of overlay.querySelectorAll('.link, .node')) old.remove();
  if (!chain) return;
  for (const { steps, omitted } of chain.lines) {
    steps.forEach((step, i) => {
      const [x, y] = markCentre(step.cell, step.digit);
      const node = document.createElementNS(SVG, 'circle');
      node.setAttribute('class', `node ${step.on ? 'on' : 'off'}`);
      node.setAttribute('cx', x);
      node.setAttribute('cy', y);
      node.setAttribute('r', 0.14);
      overlay.append(node);
      if (i === 0) return;
      const from = steps[i - 1];
      const [x0, y0] = markCentre(from.cell, from.digit);
      const length = Math.hypot(x - x0, y - y0) || 1;
      // Shortened at both ends to leave the candidates readable.
      const trim = Math.min(0.16, length / 3) / length;
      const link = document.createElementNS(SVG, 'line');
      const kind = step.on ? 'strong' : 'weak';
      link.setAttribute('class', `link ${kind}${i === 1 && omitted > 0 ? ' omitted' : ''}`);
      link.dataset.from = `${from.cell}:${from.digit}`;
      link.dataset.to = `${step.cell}:${step.digit}`;
      link.setAttribute('x1', x0 + (x - x0) * trim);
      link.setAttribute('y1', y0 + (y - y0) * trim);
      link.setAttribute('x2', x - (x - x0) * trim);
      link.setAttribute('y2', y - (y - y0) * trim);
      link.setAttribute('marker-end', 'url(#arrow)');
      overlay.append(link);
    });
  }
}

