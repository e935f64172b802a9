const t = performance.now();
await import('../src/server/app.ts');
console.log('import app ms', Math.round(performance.now() - t));
