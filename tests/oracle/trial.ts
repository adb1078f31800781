// The tests' oracle for the online trial's face algorithms (docs/decisions/028-online-trial.md),
// written by hand: what each control is called and what the visitor reads, in both languages, and
// the facts about the sample photos a person can check by looking at them.
// Imports nothing from site/, spec/, generator/ or mocks/ (tests/conformance/oracle-independence.test.ts).

export type TrialLocale = 'en-US' | 'zh-CN';

export const TRIAL = {
  'en-US': {
    start: 'Try it in your browser',
    startFailed: 'The trial could not be loaded. Check your connection and try again.',
    tabs: {
      detection: 'Face detection',
      structuring: 'Face structuring',
      recognition: 'Face recognition (1:1)',
      liveness: 'Liveness',
      tracking: 'Tracking',
      ocr: 'OCR',
      mask: 'Mask detection',
    },
    choosePhoto: 'Choose a photo',
    sample: (n: number) => `Sample photo ${n}`,
    first: 'First photo',
    second: 'Second photo',
    facesFound: (count: number) => new RegExp(`^${count} faces found in \\d+\\.\\d s\\.$`),
    noFace: /^No face was found in this photo\./,
    notImage: (name: string) =>
      `“${name}” is not an image this browser can read. Choose a JPEG, PNG, WebP or GIF photo.`,
    tooLarge: (name: string) => new RegExp(`^“${name}” is \\d+\\.\\d MB; photos up to 10 MB are accepted\\.`),
    tooManyPixels: (name: string, width: number, height: number) =>
      `“${name}” is too large: ${width} × ${height} pixels; photos up to 10000 pixels a side are accepted. Choose a smaller one.`,
    damaged: (name: string, format: string) =>
      `“${name}” looks like a ${format} image, but this browser could not read it: the file may be damaged or incomplete. Choose another photo.`,
    loading: /^Loading the models: \d+\.\d of \d+\.\d MB$/,
    columns: {
      detection: ['Face', 'Confidence', 'Box (x, y, width, height)', 'Key points'],
      structuring: ['Face', 'Confidence', 'Age (estimate)', 'Gender', 'Expression', 'Head pose (yaw, pitch, roll)'],
      liveness: ['Face', 'Anti-spoofing (real)', 'Liveness (live)', 'Verdict'],
    },
    genders: ['female', 'male'],
    expressions: ['neutral', 'happy', 'sad', 'angry', 'afraid', 'disgusted', 'surprised'],
    threshold: 'At a similarity of 0.50 or more we call them the same person.',
    samePerson: /^Same person \(similarity (\d\.\d\d), threshold 0\.50\)\.$/,
    differentPeople: /^Different people \(similarity (\d\.\d\d), threshold 0\.50\)\.$/,
    passiveNote: /^A passive check looks at one image only\./,
    faceChecked: (count: number) => `Faces checked: ${count}.`,
    verdicts: ['likely a live person', 'doubtful'],
    startCamera: 'Start the camera',
    stopCamera: 'Stop the camera',
    cameraOff: 'The camera is off.',
    tracking: (count: number) => new RegExp(`^Tracking ${count} faces: (#\\d+(, )?)+\\.$`),
    cameraRefused: /^The camera was not allowed\./,
    cameraMissing: /^No camera was found on this device\./,
    noWasm: /^This browser cannot run WebAssembly, which the trial needs\./,
    maskNoModel: /^No mask-detection model ships with the open packages this trial runs on/,
    maskRequest: 'Ask for a mask-detection trial',
    maskOption: 'Mask detection',
    privacy: /Nothing is uploaded|nothing is uploaded/,
    /** The photo chosen, drawn before any result. */
    photoAlone: 'The photo',
  },
  'zh-CN': {
    start: '在浏览器中体验',
    startFailed: '体验未能加载。请检查网络连接后重试。',
    tabs: {
      detection: '人脸检测',
      structuring: '人脸结构化',
      recognition: '人脸识别（1:1）',
      liveness: '活体检测',
      tracking: '人脸跟踪',
      ocr: '文字识别',
      mask: '口罩检测',
    },
    choosePhoto: '选择照片',
    sample: (n: number) => `示例照片 ${n}`,
    first: '第一张照片',
    second: '第二张照片',
    facesFound: (count: number) => new RegExp(`^找到 ${count} 张人脸，用时 \\d+\\.\\d 秒。$`),
    noFace: /^这张照片中没有找到人脸。/,
    notImage: (name: string) => `“${name}”不是本浏览器可以读取的图片。请选择 JPEG、PNG、WebP 或 GIF 照片。`,
    tooLarge: (name: string) => new RegExp(`^“${name}”为 \\d+\\.\\d MB，照片最大 10 MB。`),
    tooManyPixels: (name: string, width: number, height: number) =>
      `“${name}”太大：${width} × ${height} 像素，照片每边最多 10000 像素。请选择更小的照片。`,
    damaged: (name: string, format: string) =>
      `“${name}”看起来是 ${format} 图片，但本浏览器无法读取：文件可能已损坏或不完整。请选择其他照片。`,
    loading: /^正在加载模型：\d+\.\d \/ \d+\.\d MB$/,
    columns: {
      detection: ['人脸', '置信度', '人脸框（x, y, 宽, 高）', '关键点'],
      structuring: ['人脸', '置信度', '年龄（估计）', '性别', '表情', '头部姿态（偏航、俯仰、翻滚）'],
      liveness: ['人脸', '防伪（真实）', '活体', '结论'],
    },
    genders: ['女', '男'],
    expressions: ['平静', '高兴', '悲伤', '生气', '害怕', '厌恶', '惊讶'],
    threshold: '相似度达到 0.50 及以上即判定为同一人。',
    samePerson: /^同一人（相似度 (\d\.\d\d)，阈值 0\.50）。$/,
    differentPeople: /^不同的人（相似度 (\d\.\d\d)，阈值 0\.50）。$/,
    passiveNote: /^被动检测只看一张图像。/,
    faceChecked: (count: number) => `已检测人脸：${count} 张。`,
    verdicts: ['很可能是真人', '存疑'],
    startCamera: '开启摄像头',
    stopCamera: '关闭摄像头',
    cameraOff: '摄像头已关闭。',
    tracking: (count: number) => new RegExp(`^正在跟踪 ${count} 张人脸：(#\\d+(, )?)+。$`),
    cameraRefused: /^摄像头未获允许。/,
    cameraMissing: /^此设备上没有找到摄像头。/,
    noWasm: /^本浏览器不支持试用所需的 WebAssembly。/,
    maskNoModel: /^本试用所用的开源软件包中没有口罩检测模型/,
    maskRequest: '申请口罩检测试用',
    maskOption: '口罩检测',
    privacy: /不会上传/,
    /** The photo chosen, drawn before any result. */
    photoAlone: '照片',
  },
} as const;

/** The 1:1 threshold the page must state (decision 028). */
export const SAME_PERSON_AT = 0.5;

/** The largest photo the trial takes, in MB (decision 028). */
export const PHOTO_LIMIT_MB = 10;

/**
 * @vladmandic/face-api's demo/sample1.jpg (the site's "Sample photo 1", 1920 × 1280), as a person
 * sees it: three women side by side, every face turned to the camera; the leftmost is the
 * largest, its centre at about 27 % of the width and 38 % of the height of the photo. The faces'
 * centres from left to right, as fractions of the photo's width and height, measured by eye.
 */
export const SAMPLE_1 = {
  faces: 3,
  largestFaceCentre: { x: 0.27, y: 0.38 },
  faceCentres: [
    { x: 0.27, y: 0.38 },
    { x: 0.49, y: 0.43 },
    { x: 0.81, y: 0.26 },
  ],
  /** The photo as the trial shows it (its longest side at most 1280 px, decision 028). */
  shownSize: { width: 1280, height: 853 },
} as const;
