// Inlined into the page's module script by scripts/post-build.mjs, before the
// app starts (so its names stay within that module).
// When the app's WebAssembly stops (a panic aborts it: the release build has no
// unwinding and no panic hook, to stay small), show what happened and a way back.
// Plain DOM and text, never markup; the words follow <html lang>.
const words = {
  en: ['Something went wrong', 'The app hit an error it cannot recover from. Reloading starts it again.', 'Reload'],
  it: ['Qualcosa è andato storto', "L'app ha incontrato un errore da cui non può riprendersi. Ricaricando la pagina riparte.", 'Ricarica'],
};
const el = (tag, text) => {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
};
const show = (error) => {
  if (!(error instanceof WebAssembly.RuntimeError) || document.querySelector('.crash')) return;
  const [title, text, reload] = words[document.documentElement.lang] ?? words.en;
  const panel = el('div');
  panel.className = 'crash';
  panel.role = 'alert';
  panel.dataset.testid = 'crash';
  const link = el('a', reload);
  link.href = '';
  link.className = 'button primary';
  panel.append(el('h2', title), el('p', text), el('pre', error.message), link);
  document.body.append(panel);
};
addEventListener('error', (e) => show(e.error));
onunhandledrejection = (e) => show(e.reason);
