export function Component() {
  return <h1>shopping-list</h1>;
}
