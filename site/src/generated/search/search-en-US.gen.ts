// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { SearchEntry } from '../../search/types';

/** Every searchable page in en-US, in route order, from spec/pages.yaml. */
export const searchIndex: readonly SearchEntry[] = [
  {
    path: '/home',
    title: 'Biometrics, AI and IoT for a smarter world',
    text: 'Solutions, intelligent terminals and platforms built on our own face algorithms, trusted by more than 50 banks and 30+ customers.\nSolutions for seven sectors\nSmart city, campus, finance and banking, epidemic prevention, commerce, medical care and security: each built on the same face algorithms and IoT platform.\nIntelligent terminals\nCard dispensers, form-filling machines, super counters, transceivers and document cabinets for self-service halls.\nPlatforms\nMultimodal biometric authentication, IoT unified management and AIoT application integration.\nLearn more',
  },
  {
    path: '/city',
    title: 'Smart City',
    text: 'Face recognition and IoT sensing that help a city see, understand and respond to what happens in its public spaces.',
  },
  {
    path: '/algorithm',
    title: 'Algorithm Capability',
    text: 'Face detection, recognition, liveness detection, mask detection, tracking, face structuring and OCR, in the cloud, on premises or customised.',
  },
  {
    path: '/citycase',
    title: 'Case Study: Smart City',
    text: 'How a district connected its cameras, access points and service halls into one view of the city.',
  },
  {
    path: '/cityvideocase',
    title: 'Case Study: City Video Surveillance',
    text: 'Event-triggered video that keeps 10 seconds before and after each event for fast review.',
  },
  {
    path: '/platformcapability',
    title: 'Platform Capability',
    text: 'Multimodal biometric authentication, IoT unified management and AIoT application integration platforms.',
  },
  {
    path: '/terminal',
    title: 'Intelligent Terminals',
    text: 'Card dispensers, form-filling machines, super counters, transceivers and document cabinets for self-service halls.',
  },
  {
    path: '/carddispenser',
    title: 'Dual-Screen Card Dispensers',
    text: 'Portable and desktop dual-screen card dispensers with a 100-card input slot and a 50-card output slot.',
  },
  {
    path: '/machine',
    title: 'Self-Service Form-Filling Machine',
    text: 'Visitors fill in, check and print their forms themselves, with identity verification by face.',
  },
  {
    path: '/counter',
    title: 'Super Counter',
    text: 'A self-service counter that handles most over-the-counter business without a teller.',
  },
  {
    path: '/transceiver',
    title: 'Transceiver',
    text: 'A 4G transceiver with 2.5 m positioning accuracy that links terminals and sensors to the platform.',
  },
  {
    path: '/case',
    title: 'Document Receiving and Sending Cabinet',
    text: 'Submit online, receive a verification code once approved, and collect documents with the code and your identity.',
  },
  {
    path: '/companyprofile',
    title: 'Company Profile',
    text: 'Who we are, how we grew from 2014 to 2022, and the vision, mission and values that guide us.',
  },
  {
    path: '/glory',
    title: 'Honours and Qualifications',
    text: 'Over 10 invention patents, over 20 software copyrights, and the certificates behind them.',
  },
  {
    path: '/customer',
    title: 'Customers',
    text: 'More than 30 customers across government, education, finance and healthcare.',
  },
  {
    path: '/contactus',
    title: 'Contact Us',
    text: 'Our business hotline and address, and how to reach the right team.',
  },
  {
    path: '/journalism',
    title: 'News',
    text: 'The latest from the company, its products and its customers.',
  },
  {
    path: '/work',
    title: 'Business Cooperation',
    text: 'Integrate our algorithms, terminals and platforms into your products and projects.',
  },
  {
    path: '/recruitment',
    title: 'Recruitment',
    text: 'Build biometrics, AI and IoT products with us.',
  },
  {
    path: '/socialrecruitment',
    title: 'Open Positions',
    text: 'Current openings in hardware, software, sales, finance and general functions.',
  },
  {
    path: '/job',
    title: 'Apply Now',
    text: 'Tell us who you are and why you would like to join us.',
  },
  {
    path: '/cooperativepartner',
    title: 'Partner Programme',
    text: 'Gold, silver and bronze partner levels, and the form to become a partner.',
  },
  {
    path: '/smartcampus',
    title: 'Smart Campus',
    text: 'Safe entrances, effortless attendance and configurable access for leaders, teachers and students.',
  },
  {
    path: '/schoolattendance',
    title: 'Case Study: School Attendance',
    text: 'Face attendance with a 7-day abnormal attendance statistic for every class.',
  },
  {
    path: '/finance',
    title: 'Smart Finance and Banking',
    text: 'Identity verification and self-service used in more than 50 financial enterprises.',
  },
  {
    path: '/bank',
    title: 'Case Study: Bank Branch',
    text: 'How a bank branch verifies customers by face at the counter and in the self-service area.',
  },
  {
    path: '/mobilebank',
    title: 'Case Study: Mobile Banking',
    text: 'Remote account services with liveness detection on the customer\'s own phone.',
  },
  {
    path: '/antiepidemic',
    title: 'Smart Epidemic Prevention',
    text: 'Contact-free entry with mask detection and identity verification.',
  },
  {
    path: '/adera',
    title: 'Case Study: Epidemic Prevention',
    text: 'How an office park kept its entrances open and safe during the epidemic.',
  },
  {
    path: '/business',
    title: 'Smart Commerce',
    text: 'Visitor insight and frictionless service for shopping centres and stores.',
  },
  {
    path: '/aiot',
    title: 'AIoT Application Integration Platform',
    text: 'One platform to connect devices, run algorithms and build applications on top of both.',
  },
  {
    path: '/medicalcare',
    title: 'Smart Medical',
    text: 'Identity verification, visitor management and self-service for hospitals.',
  },
  {
    path: '/hospitalone',
    title: 'Case Study: Hospital Self-Service',
    text: 'Registration and payment by face at a city hospital.',
  },
  {
    path: '/hospitaltwo',
    title: 'Case Study: Hospital Ward Access',
    text: 'Controlled ward access for staff, patients and visitors.',
  },
  {
    path: '/schoolfoshan',
    title: 'Case Study: A School in Foshan',
    text: '100 face capture cameras covering the gates, corridors and playgrounds of one campus.',
  },
  {
    path: '/security',
    title: 'Smart Security',
    text: 'Video algorithms that detect, alert and record, with an alert strategy for each algorithm.',
  },
  {
    path: '/enterprisenews',
    title: 'Company News',
    text: 'Announcements, product launches and project milestones.',
  },
];
