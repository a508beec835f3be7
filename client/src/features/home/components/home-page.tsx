// TEMPORARY placeholder: replaced by the real page.
export const HomePage = () => <main className="p-8">HomePage</main>;
