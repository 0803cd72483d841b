export function Component() {
  return <h1>careers-home</h1>;
}
