export function Component() {
  return <h1>gift-card</h1>;
}
