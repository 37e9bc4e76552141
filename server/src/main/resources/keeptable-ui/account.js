// Who is logged in, and the header's account bar (log in, sign up, My games, log out) on every page.
import { api, el, toast } from '/common.js';

/** The logged-in player's profile, or null for a guest. */
export async function whoAmI() {
  const res = await fetch('/api/me');
  return res.ok ? res.json() : null;
}

/** Fills the header's account bar; calls then(me) once it knows who is here (me is null for a guest). */
export async function accountBar(bar, then = () => {}) {
  const me = await whoAmI();
  if (me) {
    bar.replaceChildren(el('span', { text: `Logged in as ${me.name}` }), ' ',
      el('a', { href: '/me.html', id: 'my-games-link', text: 'My games' }), ' ',
      el('button', { type: 'button', id: 'log-out', onclick: logOut, text: 'Log out' }));
  } else {
    const name = el('input', { id: 'account-name', autocomplete: 'username', maxlength: 24, required: true });
    const password = el('input', { id: 'account-password', type: 'password', autocomplete: 'current-password',
      maxlength: 128, required: true });
    const form = el('form', { class: 'account-form' },
      el('label', {}, 'Name', name), el('label', {}, 'Password', password),
      el('button', { type: 'submit', id: 'log-in', text: 'Log in' }),
      el('button', { type: 'button', id: 'sign-up', text: 'Sign up' }));
    const send = async path => {
      try {
        await api(path, { method: 'POST', body: JSON.stringify({ name: name.value.trim(), password: password.value }) });
        location.reload();
      } catch (e) { toast(e.message, 'bad'); }
    };
    form.addEventListener('submit', e => { e.preventDefault(); send('/api/session'); });
    form.querySelector('#sign-up').addEventListener('click', () => send('/api/accounts'));
    bar.replaceChildren(el('details', {}, el('summary', { text: 'Log in or sign up' }), form));
  }
  then(me);
  return me;
}

export async function logOut(everywhere = false) {
  await fetch('/api/session' + (everywhere === true ? '?everywhere=true' : ''), { method: 'DELETE' });
  location.href = '/';
}
