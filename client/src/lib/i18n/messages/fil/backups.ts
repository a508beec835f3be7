export default {
  storedIn: {
    s3: 'Nakatago sa S3 bucket na {{location}}: naililista at nada-download ito ng bawat server.',
    disk: 'Nakatago sa disk ng server sa {{location}}. Kung marami ang server, ibahagi ang folder na ito sa kanilang lahat (isang shared volume).',
  },
};
