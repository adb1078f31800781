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
    text: 'Card dispensers, form-filling machines, super counters, transceivers and document cabinets for self-service halls.\nA self-service hall with a card dispenser, a form-filling machine, a super counter and a document cabinet side by side\nEvery terminal we build runs our own face algorithms and reports to the same IoT unified management platform. A hall can mix card dispensers, form-filling machines, super counters, transceivers and document cabinets and still manage them as one fleet.\nSearch for a terminal by name or by what it does, then open its page for features, typical uses and the full specification.\nFind a terminal\nSearch terminals by name or feature\ne.g. card, 4G, fingerprint\nAll {count} terminals shown.\n1 terminal matches “{query}”.\n{count} terminals match “{query}”.\nNo terminal matches “{query}”.\nTry a shorter word, such as card or cabinet, or clear the search to see every terminal again.\nClear search\nView details\nportable\nPortable Dual-Screen Card Dispenser\nCard issuing on the move: a 5200 mAh battery, 4G and 2.5 m positioning in a 15 kg case.\ndesktop\nDesktop Dual-Screen Card Dispenser\nCounter-top card issuing with a 100-card input slot and a 50-card output slot.\nmachine\nSelf-Service Form-Filling Machine\nGuided form filling with face verification and a 35 pages/min printer.\ncounter\nSuper Counter\nOver-the-counter business without a teller, verified by face and fingerprint.\ntransceiver\nTransceiver\nLinks field devices to the platform over 4G, with 2.5 m positioning and a camera.\ncabinet\nDocument Receiving and Sending Cabinet\n38 file cabinets that open by face, fingerprint, card, password, verification code or barcode.\nOne technology base for every terminal\nOur own face algorithms\nFace detection, liveness detection and recognition run on every terminal, so identity is checked where the service happens.\nOne platform for the fleet\nTerminals register with the IoT unified management platform, where status, alerts and updates for every device sit in one console.\nMade for self-service halls\nLarge touchscreens, step-by-step guidance and printed receipts let visitors finish their business on their own, while staff help where they are needed.\nRelated\nPlatform capability\nAlgorithm capability\nSmart finance\nContact us',
  },
  {
    path: '/carddispenser',
    title: 'Dual-Screen Card Dispensers',
    text: 'Portable and desktop dual-screen card dispensers with a 100-card input slot and a 50-card output slot.\nThe portable card dispenser in its carrying case beside the desktop dual-screen card dispenser\nOur dual-screen card dispensers issue bank cards, social security cards and access cards on the spot: the customer faces one screen, the member of staff the other, and the card is checked, issued and handed over in a single visit.\nChoose the portable model for outreach work in villages, enterprises and campuses, or the desktop model for the counter of a branch or service hall. Both share the same card path, screens and camera.\nFeatures\nTwo screens, two roles\nThe staff screen runs the business; the customer screen shows each step and collects the customer\'s confirmation, so nothing happens out of sight.\nA deep card stock\nThe input slot holds 100 cards and the output slot 50 cards, so a busy morning does not mean constant refilling.\nFace verification built in\nThe 2 MP camera (1920×1080) captures the customer\'s face for liveness detection and comparison with the identity document.\nWorks anywhere\nA 5200 mAh battery, 4G and positioning accurate to 2.5 m let the portable model issue cards far from a branch and record where each card was issued.\nTypical uses\nBank cards at village service points and enterprise payroll drives\nSocial security and citizen cards at community events\nCampus cards during student enrolment week\nReplacement cards at a branch counter without a trip to the back office\nSpecifications\nBoth models\nCard input slot\n100 cards\nCard output slot\n50 cards\nScreens\nDual 10.1″ or 13.3″, 1280×800\nCamera\n2 MP (1920×1080)\nMobile network\n4G support\nPortable model\nBattery\n5200 mAh\nDimensions\n590×280×300 mm\nWeight\n15 kg\nPositioning accuracy\n2.5 m\nRelated\nAll terminals\nTransceiver\nSuper counter\nSmart finance',
  },
  {
    path: '/machine',
    title: 'Self-Service Form-Filling Machine',
    text: 'Visitors fill in, check and print their forms themselves, with identity verification by face.\nA self-service form-filling machine with a camera above a touchscreen, and document and receipt printer outlets below\nPaper forms slow a hall down: visitors queue for a blank form, fill it in at a desk, and queue again when a field is wrong. The self-service form-filling machine turns all of that into a few guided minutes on a touchscreen.\nThe machine checks each field as it is entered, verifies the visitor\'s identity by face, and prints the finished form for signature together with a receipt, ready for the counter.\nFeatures\nGuided and checked input\nStep-by-step screens show an example for every field, and missing or inconsistent entries are flagged before anything is printed.\nIdentity by face\nThe 2 MP camera (1920×1080) confirms that the visitor is the person named on the form, with liveness detection against photos and screens.\nFast printing\nA 35 pages/min printer produces multi-page forms in seconds, and the receipt printer takes 72/80 mm paper for queue tickets and confirmations.\nForms kept current centrally\nForm templates are published from the management platform, so every machine in every hall shows the latest version.\nTypical uses\nAccount opening and change-of-details forms in bank branches\nApplications in government service halls\nAdmission and registration forms in hospitals\nVisitor registration at campus and enterprise reception desks\nSpecifications\nSelf-service form-filling machine\nTouchscreen\n10.1″ or 13.3″, 1280×800\nCamera\n2 MP (1920×1080)\nDocument printer\n35 pages/min\nReceipt paper width\n72/80 mm\nRelated\nAll terminals\nSuper counter\nDual-screen card dispensers\nSmart medical',
  },
  {
    path: '/counter',
    title: 'Super Counter',
    text: 'A self-service counter that handles most over-the-counter business without a teller.\nA super counter, a wide self-service kiosk with a screen, a camera, a fingerprint sensor and printer outlets\nThe super counter brings most of a teller\'s work to a self-service kiosk. Customers verify their identity by face and fingerprint, complete their business on screen and leave with printed documents and a receipt.\nStaff move from behind the glass to the floor, where they help the customers who need them, while routine business keeps flowing at the counter.\nA typical visit takes three steps: verify your identity, choose and complete the business on screen, then collect the documents and the receipt.\nFeatures\nTwo factors of identity\nFace comparison through the 2 MP camera (1920×1080), plus a fingerprint sensor rated for 1 million uses.\nLarge, clear screens\n10.1″ or 13.3″ screens at 1280×800 show each step in large type, with the same layout for every kind of business.\nDocuments on the spot\nA 35 pages/min printer handles contracts and statements, and a receipt printer takes 72/80 mm paper.\nManaged remotely\nDevice status and alerts reach the IoT unified management platform, so problems are handled before customers notice them.\nTypical uses\nAccount opening, card activation and password reset in bank branches\nPrinting statements and certificates\nSocial security and utility business in government service halls\nSelf-service areas that stay open after counter hours\nSpecifications\nSuper counter\nScreens\n10.1″ or 13.3″, 1280×800\nCamera\n2 MP (1920×1080)\nDocument printer\n35 pages/min\nReceipt paper width\n72/80 mm\nFingerprint sensor life\n1 million uses\nRelated\nAll terminals\nSelf-service form-filling machine\nDual-screen card dispensers\nCase study: bank',
  },
  {
    path: '/transceiver',
    title: 'Transceiver',
    text: 'A 4G transceiver with 2.5 m positioning accuracy that links terminals and sensors to the platform.\nA compact transceiver with an antenna, a camera lens and a status light\nThe transceiver is the link between the places our terminals work and the platform that manages them. It sends and receives data over 4G, reports its position to within 2.5 m, and captures images with its own camera.\nMount it on a vehicle, at a temporary service point or at a site without a wired network, and its data arrives on the IoT unified management platform like that of any other device.\nBecause it reports through the same platform as our card dispensers and cabinets, one transceiver turns a mobile service vehicle into a managed service point that can be located on the map.\nFeatures\n4G connectivity\nNo cabling and no local network needed; the transceiver connects over 4G wherever there is mobile coverage.\nPositioning accurate to 2.5 m\nEvery report carries a location, so the platform shows on the map where each device and each event is.\nBuilt-in camera\nThe 2 MP camera (1920×1080) captures images for on-site records and face capture.\nRelay for nearby devices\nSensors and terminals nearby send their data through the transceiver, which forwards it to the platform and passes commands back.\nTypical uses\nMobile service vehicles and outreach card issuing\nTemporary venues and event check-in\nBuilding sites, warehouses and other places without a wired network\nTracking equipment that moves between sites\nSpecifications\nTransceiver\nMobile network\n4G support\nPositioning accuracy\n2.5 m\nCamera\n2 MP (1920×1080)\nRelated\nAll terminals\nDual-screen card dispensers\nPlatform capability\nSmart city',
  },
  {
    path: '/case',
    title: 'Document Receiving and Sending Cabinet',
    text: 'Submit online, receive a verification code once approved, and collect documents with the code and your identity.\nA document receiving and sending cabinet, a wall of numbered doors beside a touchscreen with a camera and a fingerprint sensor\nThe document receiving and sending cabinet hands over licences, certificates and other files without a queue at the counter. Applicants do the paperwork online; the cabinet does the handover whenever they arrive.\nEach unit has 38 file cabinets whose doors are driven by a 24-door lock control board, and every door opens only for the person its files are meant for.\nHow documents are collected\nSubmit your data on the website for self-service review.\nOnce the review is approved, a verification code is sent to you.\nAt the cabinet, retrieve your files with the code plus identity verification.\nSix ways to open a door\nEach door opens with whichever method the service calls for.\nface\nFace\nFace recognition with liveness detection\nfingerprint\nFingerprint\nA sensor rated for 1 million uses\ncard\nCard\nAn identity card or staff card\npassword\nPassword\nA personal password on the touchscreen\ncode\nVerification code\nThe code sent once the review is approved\nbarcode\nBarcode\nScanned from a phone or a printed notice\nFeatures\nReview before handover\nNothing is released until the online review is approved, and each verification code is tied to one applicant and one door.\nIdentity checked at the door\nThe code alone is not enough; face or fingerprint verification confirms the person collecting is the applicant.\nEvery handover on record\nEach opening is logged with its time and method on the IoT unified management platform, ready for audit.\nTypical uses\nLicences and certificates from government service halls\nContracts, cards and statements from bank branches\nReports and records from hospitals\nDocuments passed between departments of an enterprise or campus\nSpecifications\nDocument receiving and sending cabinet\nFile cabinets\n38 file cabinets\nLock control board\n24-door lock control board\nFingerprint sensor life\n1 million uses\nDoor-opening modes\nFace, fingerprint, card, password, verification code and barcode\nRelated\nAll terminals\nSuper counter\nSelf-service form-filling machine\nPlatform capability',
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
    title: 'News Centre',
    text: 'Product launches, projects, partnerships and honours — the latest from Tianmu Intelligence, its products and its customers.\nA news page beside a face recognition frame and a network of connected devices\nSince 2014 we have grown from a small algorithm team in Foshan into a company whose face algorithms, terminals and platforms are used in banks, schools, hospitals and city halls. This is where we report what we launch, where our technology goes into service, who we work with and how our research is recognised.\nLatest articles\nWhat we report on\nEvery article belongs to one of four topics. Company News lists them all and lets you show one topic at a time.\nBrowse by topic\nMedia enquiries\nJournalists and analysts are welcome to contact us for interviews, product images, technical background or a visit to a deployment. Reach us through the business hotline on our contact page, and tell us your deadline: we answer media enquiries on the same working day.\nCompany news by topic\nCompany profile\nHonours and qualifications\nContact us\nMore about us',
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
    text: 'Announcements, product launches, project milestones and honours from Tianmu Intelligence, newest first.\nCompany News collects our announcements in one place, newest first. Choose a topic to see only product launches, partnerships, projects or honours, and open any article to read it in full.\nAnnouncements\nShow articles about\nAll topics\nShowing {count} of {total} articles\nBehind the news\nEach announcement rests on work you can look at more closely: the algorithms and platforms behind a launch, the customers behind a project, the patents and certificates behind an honour, and the partner programme that takes our products to more cities.\nAlgorithm capability\nCustomers\nHonours and qualifications\nPartner programme\nNews Centre',
  },
];
