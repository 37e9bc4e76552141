// The test game's renderer: the paces run so far, as text.
export const options = [];
export function render(root, m) {
  const p = document.createElement('p');
  p.id = 'relay-board';
  p.textContent = `${m.view.paces} of ${m.view.goal} paces`;
  root.append(p);
}
