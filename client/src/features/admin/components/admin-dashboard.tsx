// TEMPORARY placeholder: replaced by the real page.
// biome-ignore lint/suspicious/noExplicitAny: placeholder
export default function Placeholder(_props: any) {
  return <main className="p-8">Coming soon</main>;
}
