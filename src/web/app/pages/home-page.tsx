export function HomePage() {
  return (
    <main>
      <h1>Hire a full-time maid in the UAE</h1>
      <p>Live-in or live-out maids and nannies, and maid visas.</p>
    </main>
  );
}
