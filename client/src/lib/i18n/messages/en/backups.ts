export default {
  storedIn: {
    s3: 'Kept in the S3 bucket {{location}}: every server lists and downloads them.',
    disk: 'Kept on the server’s disk at {{location}}. With several servers, share this folder between them (a shared volume).',
  },
};
