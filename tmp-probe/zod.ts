import { roomSearchSchema } from '../domain/schemas/public';
const q = { checkin: '2027-03-01', checkout: '2027-03-04', adults: '2' };
for (let r = 0; r < 3; r++) {
  const N = 50000; const t = performance.now();
  for (let i = 0; i < N; i++) roomSearchSchema.safeParse({ ...q, adults: String(1 + (i % 4)) });
  console.log('safeParse us', ((performance.now() - t) * 1000 / N).toFixed(2));
}
