export default {
  hero_title: 'Naghihintay ang Iyong Bakasyon sa Isla',
  hero_subtitle:
    'Gumising sa turkesang tubig, puting buhangin at mainit na pagtanggap ng mga Pilipino sa Casa Alon Beach Resort.',
  about_us:
    '<p>Ang Casa Alon ay isang beachfront resort na pinapatakbo ng isang pamilya sa isang tahimik na cove, may mga kuwartong ilang hakbang lang mula sa dagat, pool sa ilalim ng mga niyog at kusinang nagluluto ng huli ng mga bangka.</p>',
  amenities_title: 'Mga Pasilidad ng Resort',
  amenities_subtitle:
    'Lahat ng kailangan mo para sa isang maginhawang bakasyon, mula sa paglangoy sa pagsikat ng araw hanggang sa hapunan sa paglubog nito.',
  contact_title: 'Makipag-ugnayan',
  contact_subtitle:
    'May tanong tungkol sa mga kuwarto, event o kung paano pumunta rito? Handang tumulong ang aming front desk.',
  payment_policy:
    'Kumpirmado ang iyong booking sa 30% na down payment; babayaran ang natitirang 70% sa check-in. Libre ang pagkansela hanggang 24 na oras bago ang check-in.',
  booking_instructions:
    'Ipadala ang down payment sa GCash o BDO bank transfer, saka ilagay sa ibaba ang transaction o reference number. Bi-beripikahin ito ng aming front desk at kukumpirmahin ang iyong booking sa email.',
};
