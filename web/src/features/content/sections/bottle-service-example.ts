// The example shown for the bottle-service section's content.
export const BOTTLE_SERVICE_EXAMPLE = {
  title: 'Bottle Service',
  subtitle: 'Experience unparalleled luxury with our premium bottle service packages',
  features: [
    {
      id: '1',
      icon: 'crown',
      title: 'VIP Treatment',
      description: 'Dedicated host and priority entry',
    },
  ],
  statistics: [{ id: '1', icon: 'users', label: 'Guests Each Weekend', value: '2,500+' }],
  experience: {
    title: 'The Experience',
    description: 'Private tables with the best views of the floor.',
    images: ['/media/experience-images/lounge.jpg'],
  },
}
