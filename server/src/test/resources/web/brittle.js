// The broken test game's renderer: the count so far, as text.
export const options = [];
export function render(root, m) {
  const p = document.createElement('p');
  p.id = 'brittle-board';
  p.textContent = `count ${m.view.count}`;
  root.append(p);
}
