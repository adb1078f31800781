// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** A key of the `trial` message bundle. */
export type TrialMessageKey =
  | 'faceTrial.age'
  | 'faceTrial.angry'
  | 'faceTrial.cameraFailed'
  | 'faceTrial.cameraMissing'
  | 'faceTrial.cameraOff'
  | 'faceTrial.cameraOn'
  | 'faceTrial.cameraRefused'
  | 'faceTrial.cameraUnsupported'
  | 'faceTrial.detection'
  | 'faceTrial.detectionIntro'
  | 'faceTrial.differentPeople'
  | 'faceTrial.disgust'
  | 'faceTrial.expression'
  | 'faceTrial.face'
  | 'faceTrial.facesChecked'
  | 'faceTrial.facesFound'
  | 'faceTrial.fear'
  | 'faceTrial.female'
  | 'faceTrial.gender'
  | 'faceTrial.happy'
  | 'faceTrial.keyPoints'
  | 'faceTrial.live'
  | 'faceTrial.liveness'
  | 'faceTrial.livenessIntro'
  | 'faceTrial.livenessNote'
  | 'faceTrial.male'
  | 'faceTrial.mask'
  | 'faceTrial.maskIntro'
  | 'faceTrial.maskRequest'
  | 'faceTrial.needTwo'
  | 'faceTrial.neutral'
  | 'faceTrial.noFace'
  | 'faceTrial.noFaceIn'
  | 'faceTrial.number'
  | 'faceTrial.oneFaceFound'
  | 'faceTrial.photoA'
  | 'faceTrial.photoB'
  | 'faceTrial.pose'
  | 'faceTrial.position'
  | 'faceTrial.real'
  | 'faceTrial.recognition'
  | 'faceTrial.recognitionIntro'
  | 'faceTrial.sad'
  | 'faceTrial.samePerson'
  | 'faceTrial.score'
  | 'faceTrial.startCamera'
  | 'faceTrial.stopCamera'
  | 'faceTrial.structuring'
  | 'faceTrial.structuringIntro'
  | 'faceTrial.surprise'
  | 'faceTrial.takeFrame'
  | 'faceTrial.tracked'
  | 'faceTrial.trackedNone'
  | 'faceTrial.tracking'
  | 'faceTrial.trackingIntro'
  | 'faceTrial.unknown'
  | 'faceTrial.useCamera'
  | 'faceTrial.verdict'
  | 'faceTrial.verdictDoubtful'
  | 'faceTrial.verdictLive'
  | 'faceTrial.video'
  | 'ocrCard.address'
  | 'ocrCard.company'
  | 'ocrCard.email'
  | 'ocrCard.mobile'
  | 'ocrCard.name'
  | 'ocrCard.role'
  | 'ocrReceipt.number'
  | 'ocrReceipt.paid'
  | 'ocrReceipt.paper'
  | 'ocrReceipt.shop'
  | 'ocrReceipt.sleeves'
  | 'ocrReceipt.thanks'
  | 'ocrReceipt.total'
  | 'ocrSamples.card'
  | 'ocrSamples.receipt'
  | 'ocrSamples.samples'
  | 'ocrTrial.copied'
  | 'ocrTrial.copy'
  | 'ocrTrial.copyFailed'
  | 'ocrTrial.linesRead'
  | 'ocrTrial.noText'
  | 'ocrTrial.ocr'
  | 'ocrTrial.ocrIntro'
  | 'ocrTrial.oneLineRead'
  | 'ocrTrial.photoWith'
  | 'ocrTrial.reading'
  | 'ocrTrial.readingProgress'
  | 'ocrTrial.text'
  | 'trial.algorithms'
  | 'trial.choosePhoto'
  | 'trial.damaged'
  | 'trial.dropHint'
  | 'trial.dropZone'
  | 'trial.failed'
  | 'trial.loadFailed'
  | 'trial.loadSlow'
  | 'trial.loadingModels'
  | 'trial.noWasm'
  | 'trial.notImage'
  | 'trial.photoAlone'
  | 'trial.photoWith'
  | 'trial.privacy'
  | 'trial.retry'
  | 'trial.sample'
  | 'trial.samples'
  | 'trial.samplesCredit'
  | 'trial.title'
  | 'trial.tooLarge'
  | 'trial.tooManyPixels'
  | 'trial.unreadable'
  | 'trial.working';

/** The `trial` bundle of spec/messages.yaml; read it with `useMessages(trialMessages)`. */
export const trialMessages: Readonly<Record<Locale, Readonly<Record<TrialMessageKey, string>>>> = {
  'en-US': {
    'faceTrial.age': 'Age (estimate)',
    'faceTrial.angry': 'angry',
    'faceTrial.cameraFailed': 'The camera could not be started: {reason}',
    'faceTrial.cameraMissing': 'No camera was found on this device. You can try the other algorithms with photos.',
    'faceTrial.cameraOff': 'The camera is off.',
    'faceTrial.cameraOn': 'The camera is on.',
    'faceTrial.cameraRefused': 'The camera was not allowed. To use it, allow the camera for this site in your browser\'s address bar, then press the button again.',
    'faceTrial.cameraUnsupported': 'This browser does not give pages access to a camera (it needs a secure https address).',
    'faceTrial.detection': 'Face detection',
    'faceTrial.detectionIntro': 'Finds every face in a photo and marks it with a box, its confidence and six key points (eyes, ears, nose, mouth).',
    'faceTrial.differentPeople': 'Different people (similarity {value}, threshold {threshold}).',
    'faceTrial.disgust': 'disgusted',
    'faceTrial.expression': 'Expression',
    'faceTrial.face': 'Face {number}',
    'faceTrial.facesChecked': 'Faces checked: {count}.',
    'faceTrial.facesFound': '{count} faces found in {seconds} s.',
    'faceTrial.fear': 'afraid',
    'faceTrial.female': 'female',
    'faceTrial.gender': 'Gender',
    'faceTrial.happy': 'happy',
    'faceTrial.keyPoints': 'Key points',
    'faceTrial.live': 'Liveness (live)',
    'faceTrial.liveness': 'Liveness',
    'faceTrial.livenessIntro': 'Scores a face from a photo or a camera frame for signs of a print or a screen (anti-spoofing) and of a live person.',
    'faceTrial.livenessNote': 'A passive check looks at one image only. It catches many printed photos and screens, but it can be fooled by a good mask or a high-quality replay, and a poor camera or light can mark a real person as doubtful. For access control, our terminals combine it with an active check and an infrared or 3D camera.',
    'faceTrial.male': 'male',
    'faceTrial.mask': 'Mask detection',
    'faceTrial.maskIntro': 'No mask-detection model ships with the open packages this trial runs on, and we will not show a made-up result. Ask for a trial of our mask-detection SDK with the form below.',
    'faceTrial.maskRequest': 'Ask for a mask-detection trial',
    'faceTrial.needTwo': 'Choose both photos to compare them.',
    'faceTrial.neutral': 'neutral',
    'faceTrial.noFace': 'No face was found in this photo. Try a photo where the face is larger, sharper and facing the camera.',
    'faceTrial.noFaceIn': 'No face was found in the {photo}.',
    'faceTrial.number': 'Face',
    'faceTrial.oneFaceFound': '1 face found in {seconds} s.',
    'faceTrial.photoA': 'First photo',
    'faceTrial.photoB': 'Second photo',
    'faceTrial.pose': 'Head pose (yaw, pitch, roll)',
    'faceTrial.position': 'Box (x, y, width, height)',
    'faceTrial.real': 'Anti-spoofing (real)',
    'faceTrial.recognition': 'Face recognition (1:1)',
    'faceTrial.recognitionIntro': 'Compares the largest face of two photos. At a similarity of {threshold} or more we call them the same person.',
    'faceTrial.sad': 'sad',
    'faceTrial.samePerson': 'Same person (similarity {value}, threshold {threshold}).',
    'faceTrial.score': 'Confidence',
    'faceTrial.startCamera': 'Start the camera',
    'faceTrial.stopCamera': 'Stop the camera',
    'faceTrial.structuring': 'Face structuring',
    'faceTrial.structuringIntro': 'Estimates, for each face, age, gender, expression and head pose.',
    'faceTrial.surprise': 'surprised',
    'faceTrial.takeFrame': 'Check the camera frame',
    'faceTrial.tracked': 'Tracking {count} faces: {ids}.',
    'faceTrial.trackedNone': 'No face in the picture.',
    'faceTrial.tracking': 'Tracking',
    'faceTrial.trackingIntro': 'Follows faces in your camera\'s picture; each face keeps its number from frame to frame. The camera starts only when you press the button, and stops when you press stop or leave.',
    'faceTrial.unknown': 'unknown',
    'faceTrial.useCamera': 'Use the camera',
    'faceTrial.verdict': 'Verdict',
    'faceTrial.verdictDoubtful': 'doubtful',
    'faceTrial.verdictLive': 'likely a live person',
    'faceTrial.video': 'Camera picture, faces boxed with their numbers',
    'ocrCard.address': 'Zhongguancun Street, Haidian, Beijing',
    'ocrCard.company': 'TIANMU INTELLIGENCE',
    'ocrCard.email': 'Email: chen.siyuan@example.com',
    'ocrCard.mobile': 'Mobile: 138 0013 8000',
    'ocrCard.name': 'Chen Siyuan',
    'ocrCard.role': 'Solutions Architect',
    'ocrReceipt.number': 'Receipt No. 0184',
    'ocrReceipt.paid': 'Paid by card',
    'ocrReceipt.paper': 'Thermal paper 80 mm x 2',
    'ocrReceipt.shop': 'TIANMU DEMO STORE',
    'ocrReceipt.sleeves': 'Card sleeves x 10',
    'ocrReceipt.thanks': 'Thank you for your visit',
    'ocrReceipt.total': 'Total',
    'ocrSamples.card': 'Sample: a business card',
    'ocrSamples.receipt': 'Sample: a shop receipt',
    'ocrSamples.samples': 'Or try a sample',
    'ocrTrial.copied': 'Copied.',
    'ocrTrial.copy': 'Copy the text',
    'ocrTrial.copyFailed': 'The text could not be copied. Select it in the box above and copy it with Ctrl+C.',
    'ocrTrial.linesRead': '{count} lines read in {seconds} s.',
    'ocrTrial.noText': 'No text was found in this photo. Try a sharper photo with larger text, straight and well lit.',
    'ocrTrial.ocr': 'OCR',
    'ocrTrial.ocrIntro': 'Reads the text of a card, a receipt or a page, in English and Simplified Chinese, and marks each line on the photo.',
    'ocrTrial.oneLineRead': '1 line read in {seconds} s.',
    'ocrTrial.photoWith': 'The photo, with {count} lines of text marked',
    'ocrTrial.reading': 'Reading the text…',
    'ocrTrial.readingProgress': 'Reading progress',
    'ocrTrial.text': 'The text read',
    'trial.algorithms': 'Algorithms',
    'trial.choosePhoto': 'Choose a photo',
    'trial.damaged': '“{name}” looks like a {format} image, but this browser could not read it: the file may be damaged or incomplete. Choose another photo.',
    'trial.dropHint': '…or drop a photo here, or paste one (Ctrl+V). JPEG, PNG, WebP or GIF, up to {limit} MB.',
    'trial.dropZone': 'Photo area: drop or paste a photo',
    'trial.failed': 'The analysis failed: {reason}. Try again or choose another photo.',
    'trial.loadFailed': 'The models could not be loaded. Check your connection and try again.',
    'trial.loadSlow': 'The models are taking too long to load. Check your connection and try again.',
    'trial.loadingModels': 'Loading the models: {loaded} of {total} MB',
    'trial.noWasm': 'This browser cannot run WebAssembly, which the trial needs. Try a current version of Chrome, Edge, Firefox or Safari, or ask us for a trial below.',
    'trial.notImage': '“{name}” is not an image this browser can read. Choose a JPEG, PNG, WebP or GIF photo.',
    'trial.photoAlone': 'The photo',
    'trial.photoWith': 'The photo, with {count} faces marked',
    'trial.privacy': 'Everything runs on your device. Your photos and camera never leave this browser; nothing is uploaded.',
    'trial.retry': 'Try again',
    'trial.sample': 'Sample photo {number}',
    'trial.samples': 'Or try a sample photo',
    'trial.samplesCredit': 'Sample photos: from the demo of the open-source face-api package (MIT licence).',
    'trial.title': 'Try our algorithms in your browser',
    'trial.tooLarge': '“{name}” is {size} MB; photos up to {limit} MB are accepted. Choose a smaller one.',
    'trial.tooManyPixels': '“{name}” is too large: {width} × {height} pixels; photos up to {limit} pixels a side are accepted. Choose a smaller one.',
    'trial.unreadable': '“{name}” could not be read: it may have been moved or changed since it was chosen. Choose it again or choose another photo.',
    'trial.working': 'Analysing…',
  },
  'zh-CN': {
    'faceTrial.age': '年龄（估计）',
    'faceTrial.angry': '生气',
    'faceTrial.cameraFailed': '无法开启摄像头：{reason}',
    'faceTrial.cameraMissing': '此设备上没有找到摄像头。您可以用照片试用其他算法。',
    'faceTrial.cameraOff': '摄像头已关闭。',
    'faceTrial.cameraOn': '摄像头已开启。',
    'faceTrial.cameraRefused': '摄像头未获允许。如需使用，请在浏览器地址栏中允许本网站使用摄像头，然后再次按下按钮。',
    'faceTrial.cameraUnsupported': '本浏览器不允许网页使用摄像头（需要安全的 https 地址）。',
    'faceTrial.detection': '人脸检测',
    'faceTrial.detectionIntro': '找出照片中的每一张人脸，标出人脸框、置信度和六个关键点（眼、耳、鼻、嘴）。',
    'faceTrial.differentPeople': '不同的人（相似度 {value}，阈值 {threshold}）。',
    'faceTrial.disgust': '厌恶',
    'faceTrial.expression': '表情',
    'faceTrial.face': '人脸 {number}',
    'faceTrial.facesChecked': '已检测人脸：{count} 张。',
    'faceTrial.facesFound': '找到 {count} 张人脸，用时 {seconds} 秒。',
    'faceTrial.fear': '害怕',
    'faceTrial.female': '女',
    'faceTrial.gender': '性别',
    'faceTrial.happy': '高兴',
    'faceTrial.keyPoints': '关键点',
    'faceTrial.live': '活体',
    'faceTrial.liveness': '活体检测',
    'faceTrial.livenessIntro': '对照片或摄像头画面中的人脸打分，判断是否为打印照片或屏幕翻拍（防伪），以及是否为真人。',
    'faceTrial.livenessNote': '被动检测只看一张图像。它能识别许多打印照片和屏幕翻拍，但可能被高仿面具或高质量回放欺骗，较差的摄像头或光线也可能把真人判为可疑。用于门禁时，我们的终端会结合动作配合检测与红外或 3D 摄像头。',
    'faceTrial.male': '男',
    'faceTrial.mask': '口罩检测',
    'faceTrial.maskIntro': '本试用所用的开源软件包中没有口罩检测模型，我们不会展示编造的结果。如需试用口罩检测 SDK，请通过下方表单申请。',
    'faceTrial.maskRequest': '申请口罩检测试用',
    'faceTrial.needTwo': '请选择两张照片后再比对。',
    'faceTrial.neutral': '平静',
    'faceTrial.noFace': '这张照片中没有找到人脸。请换一张人脸更大、更清晰且正对镜头的照片。',
    'faceTrial.noFaceIn': '{photo}中没有找到人脸。',
    'faceTrial.number': '人脸',
    'faceTrial.oneFaceFound': '找到 1 张人脸，用时 {seconds} 秒。',
    'faceTrial.photoA': '第一张照片',
    'faceTrial.photoB': '第二张照片',
    'faceTrial.pose': '头部姿态（偏航、俯仰、翻滚）',
    'faceTrial.position': '人脸框（x, y, 宽, 高）',
    'faceTrial.real': '防伪（真实）',
    'faceTrial.recognition': '人脸识别（1:1）',
    'faceTrial.recognitionIntro': '比较两张照片中最大的人脸。相似度达到 {threshold} 及以上即判定为同一人。',
    'faceTrial.sad': '悲伤',
    'faceTrial.samePerson': '同一人（相似度 {value}，阈值 {threshold}）。',
    'faceTrial.score': '置信度',
    'faceTrial.startCamera': '开启摄像头',
    'faceTrial.stopCamera': '关闭摄像头',
    'faceTrial.structuring': '人脸结构化',
    'faceTrial.structuringIntro': '为每张人脸估计年龄、性别、表情和头部姿态。',
    'faceTrial.surprise': '惊讶',
    'faceTrial.takeFrame': '检测当前画面',
    'faceTrial.tracked': '正在跟踪 {count} 张人脸：{ids}。',
    'faceTrial.trackedNone': '画面中没有人脸。',
    'faceTrial.tracking': '人脸跟踪',
    'faceTrial.trackingIntro': '跟踪摄像头画面中的人脸，每张人脸在各帧之间保持同一编号。只有您按下按钮后摄像头才会开启，按停止或离开页面时关闭。',
    'faceTrial.unknown': '未知',
    'faceTrial.useCamera': '使用摄像头',
    'faceTrial.verdict': '结论',
    'faceTrial.verdictDoubtful': '存疑',
    'faceTrial.verdictLive': '很可能是真人',
    'faceTrial.video': '摄像头画面，人脸已标出编号',
    'ocrCard.address': '北京市海淀区中关村大街',
    'ocrCard.company': '天目智能科技有限公司',
    'ocrCard.email': '邮箱：chen.siyuan@example.com',
    'ocrCard.mobile': '手机：138 0013 8000',
    'ocrCard.name': '陈思远',
    'ocrCard.role': '解决方案架构师',
    'ocrReceipt.number': '收银单号：0184',
    'ocrReceipt.paid': '刷卡支付',
    'ocrReceipt.paper': '热敏收银纸 80mm 2卷',
    'ocrReceipt.shop': '天目智能体验店',
    'ocrReceipt.sleeves': '卡套 10个',
    'ocrReceipt.thanks': '谢谢惠顾',
    'ocrReceipt.total': '合计',
    'ocrSamples.card': '示例：名片',
    'ocrSamples.receipt': '示例：购物小票',
    'ocrSamples.samples': '或试试示例',
    'ocrTrial.copied': '已复制。',
    'ocrTrial.copy': '复制文字',
    'ocrTrial.copyFailed': '无法复制文字。请在上方文本框中选中文字，按 Ctrl+C 复制。',
    'ocrTrial.linesRead': '识别出 {count} 行文字，用时 {seconds} 秒。',
    'ocrTrial.noText': '这张照片中没有找到文字。请换一张更清晰、文字更大、摆正且光线充足的照片。',
    'ocrTrial.ocr': '文字识别',
    'ocrTrial.ocrIntro': '识别卡片、票据或页面上的英文和简体中文文字，并在照片上标出每一行。',
    'ocrTrial.oneLineRead': '识别出 1 行文字，用时 {seconds} 秒。',
    'ocrTrial.photoWith': '照片，已标出 {count} 行文字',
    'ocrTrial.reading': '正在识别文字…',
    'ocrTrial.readingProgress': '识别进度',
    'ocrTrial.text': '识别出的文字',
    'trial.algorithms': '算法',
    'trial.choosePhoto': '选择照片',
    'trial.damaged': '“{name}”看起来是 {format} 图片，但本浏览器无法读取：文件可能已损坏或不完整。请选择其他照片。',
    'trial.dropHint': '…或把照片拖到这里，或粘贴（Ctrl+V）。支持 JPEG、PNG、WebP、GIF，最大 {limit} MB。',
    'trial.dropZone': '照片区域：可拖入或粘贴照片',
    'trial.failed': '分析失败：{reason}。请重试或换一张照片。',
    'trial.loadFailed': '模型加载失败。请检查网络连接后重试。',
    'trial.loadSlow': '模型加载时间过长。请检查网络连接后重试。',
    'trial.loadingModels': '正在加载模型：{loaded} / {total} MB',
    'trial.noWasm': '本浏览器不支持试用所需的 WebAssembly。请使用新版 Chrome、Edge、Firefox 或 Safari，或在下方申请试用。',
    'trial.notImage': '“{name}”不是本浏览器可以读取的图片。请选择 JPEG、PNG、WebP 或 GIF 照片。',
    'trial.photoAlone': '照片',
    'trial.photoWith': '照片，已标出 {count} 张人脸',
    'trial.privacy': '全部计算都在您的设备上完成。您的照片和摄像头画面不会离开本浏览器，不会上传。',
    'trial.retry': '重试',
    'trial.sample': '示例照片 {number}',
    'trial.samples': '或试试示例照片',
    'trial.samplesCredit': '示例照片：来自开源 face-api 软件包的演示（MIT 许可）。',
    'trial.title': '在浏览器中试用我们的算法',
    'trial.tooLarge': '“{name}”为 {size} MB，照片最大 {limit} MB。请选择更小的照片。',
    'trial.tooManyPixels': '“{name}”太大：{width} × {height} 像素，照片每边最多 {limit} 像素。请选择更小的照片。',
    'trial.unreadable': '无法读取“{name}”：选择后它可能已被移动或修改。请重新选择，或选择其他照片。',
    'trial.working': '正在分析…',
  },
};
