// The admin screens' cache keys. Each key is the URL the generic query function reads (key parts joined
// with '/'), so a key names exactly one answer of the API.

export const adminKeys = {
  rooms: ['/api/admin/rooms'] as const,
  stats: ['/api/admin/stats'] as const,
  inquiries: ['/api/admin/inquiries'] as const,
  reviews: ['/api/admin/reviews'] as const,
  users: ['/api/admin/users'] as const,
  content: ['/api/admin/content'] as const,
  amenities: ['/api/admin/amenities'] as const,
  chatbotConversations: ['/api/admin/chatbot/conversations'] as const,
  chatbotFaqs: ['/api/admin/chatbot/faqs'] as const,
  chatbotUnanswered: ['/api/admin/chatbot/unanswered'] as const,
};
