// When the app's WebAssembly stops (a panic aborts it: the release build has no
// unwinding and no panic hook, to stay small), show what happened and a way back.
// Plain DOM and text, never markup; the words follow <html lang>.
(() => {
  const words = {
    en: ['Something went wrong', 'The app hit an error it cannot recover from. Reloading starts it again.', 'Reload'],
    it: ['Qualcosa è andato storto', "L'app ha incontrato un errore da cui non può riprendersi. Ricaricando la pagina riparte.", 'Ricarica'],
  };
  const show = (error) => {
    if (!(error instanceof WebAssembly.RuntimeError) || document.querySelector('[data-testid=crash]')) return;
    const [title, text, reload] = words[document.documentElement.lang] ?? words.en;
    const panel = document.createElement('div');
    panel.className = 'crash';
    panel.setAttribute('role', 'alert');
    panel.dataset.testid = 'crash';
    for (const [tag, content] of [['h2', title], ['p', text], ['pre', String(error.message)]]) {
      const el = document.createElement(tag);
      el.textContent = content;
      panel.append(el);
    }
    const link = document.createElement('a');
    link.href = '';
    link.className = 'button primary';
    link.textContent = reload;
    panel.append(link);
    document.body.append(panel);
  };
  addEventListener('error', (e) => show(e.error));
  addEventListener('unhandledrejection', (e) => show(e.reason));
})();
