// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** A key of the `forms` message bundle. */
export type FormsMessageKey =
  | 'applyForm.fullName'
  | 'applyForm.message'
  | 'applyForm.submit'
  | 'applyForm.title'
  | 'form.call'
  | 'form.invalid'
  | 'form.kept'
  | 'form.optional'
  | 'form.required'
  | 'form.sendAnother'
  | 'form.sending'
  | 'form.success'
  | 'partnerForm.company'
  | 'partnerForm.email'
  | 'partnerForm.name'
  | 'partnerForm.phone'
  | 'partnerForm.phoneHint'
  | 'partnerForm.remarks'
  | 'partnerForm.requirements'
  | 'partnerForm.scopeAlgorithm'
  | 'partnerForm.scopeHardware'
  | 'partnerForm.scopeIntegratedSystem'
  | 'partnerForm.scopeOther'
  | 'partnerForm.scopes'
  | 'partnerForm.submit'
  | 'partnerForm.title'
  | 'trialAlgorithms.detection'
  | 'trialAlgorithms.liveness'
  | 'trialAlgorithms.mask'
  | 'trialAlgorithms.ocr'
  | 'trialAlgorithms.recognition'
  | 'trialAlgorithms.structuring'
  | 'trialAlgorithms.tracking'
  | 'trialDeliveries.android-apk'
  | 'trialDeliveries.android-sdk'
  | 'trialDeliveries.cloud'
  | 'trialDeliveries.linux-sdk'
  | 'trialForm.algorithm'
  | 'trialForm.company'
  | 'trialForm.delivery'
  | 'trialForm.email'
  | 'trialForm.name'
  | 'trialForm.phone'
  | 'trialForm.remarks'
  | 'trialForm.submit'
  | 'trialForm.title'
  | 'validation.email'
  | 'validation.phone'
  | 'validation.required'
  | 'validation.scope'
  | 'validation.summary'
  | 'validation.tooLong';

/** The `forms` bundle of spec/messages.yaml; read it with `useMessages(formsMessages)`. */
export const formsMessages: Readonly<Record<Locale, Readonly<Record<FormsMessageKey, string>>>> = {
  'en-US': {
    'applyForm.fullName': 'Full name',
    'applyForm.message': 'Message content',
    'applyForm.submit': 'Apply now',
    'applyForm.title': 'Send us your application',
    'form.call': 'You can also call us on {hotline}.',
    'form.invalid': 'The server found problems in the fields marked below.',
    'form.kept': 'Everything you typed is kept; please try again.',
    'form.optional': 'optional',
    'form.required': 'required',
    'form.sendAnother': 'Send another',
    'form.sending': 'Sending…',
    'form.success': 'Thank you. We have received your submission (reference {id}) and will contact you soon.',
    'partnerForm.company': 'Company name',
    'partnerForm.email': 'Email address',
    'partnerForm.name': 'Your name',
    'partnerForm.phone': 'Mobile phone number',
    'partnerForm.phoneHint': '11-digit mainland number, or +country code and number',
    'partnerForm.remarks': 'Remarks',
    'partnerForm.requirements': 'Platform customized development requirement description',
    'partnerForm.scopeAlgorithm': 'Algorithm',
    'partnerForm.scopeHardware': 'Hardware equipment',
    'partnerForm.scopeIntegratedSystem': 'Software and hardware integrated system',
    'partnerForm.scopeOther': 'Others',
    'partnerForm.scopes': 'Scope of intended cooperation',
    'partnerForm.submit': 'Submit',
    'partnerForm.title': 'Apply to become a partner',
    'trialAlgorithms.detection': 'Face detection',
    'trialAlgorithms.liveness': 'Liveness detection',
    'trialAlgorithms.mask': 'Mask detection',
    'trialAlgorithms.ocr': 'OCR',
    'trialAlgorithms.recognition': 'Face recognition',
    'trialAlgorithms.structuring': 'Face structuring',
    'trialAlgorithms.tracking': 'Face tracking',
    'trialDeliveries.android-apk': 'Android demo apk',
    'trialDeliveries.android-sdk': 'SDK for Android',
    'trialDeliveries.cloud': 'Cloud API',
    'trialDeliveries.linux-sdk': 'SDK for Linux',
    'trialForm.algorithm': 'Algorithm',
    'trialForm.company': 'Company name',
    'trialForm.delivery': 'How you want to try it',
    'trialForm.email': 'Email address',
    'trialForm.name': 'Your name',
    'trialForm.phone': 'Mobile phone number',
    'trialForm.remarks': 'Your project',
    'trialForm.submit': 'Request the trial',
    'trialForm.title': 'Request a free trial',
    'validation.email': 'Please enter an email address such as name@example.com.',
    'validation.phone': 'Please enter an 11-digit mainland mobile number, or an international number starting with +.',
    'validation.required': 'Please fill in this field.',
    'validation.scope': 'Please choose at least one scope of cooperation.',
    'validation.summary': 'Some fields need your attention; they are marked below.',
    'validation.tooLong': 'Please keep it to {max} characters or fewer.',
  },
  'zh-CN': {
    'applyForm.fullName': '姓名',
    'applyForm.message': '留言内容',
    'applyForm.submit': '立即申请',
    'applyForm.title': '提交您的申请',
    'form.call': '您也可以拨打 {hotline} 联系我们。',
    'form.invalid': '服务器发现下方标出的字段有误。',
    'form.kept': '您填写的内容均已保留，请重试。',
    'form.optional': '选填',
    'form.required': '必填',
    'form.sendAnother': '再提交一份',
    'form.sending': '正在提交…',
    'form.success': '提交成功。我们已收到您的信息（编号 {id}），将尽快与您联系。',
    'partnerForm.company': '公司名称',
    'partnerForm.email': '电子邮箱',
    'partnerForm.name': '您的姓名',
    'partnerForm.phone': '手机号码',
    'partnerForm.phoneHint': '11 位手机号码，或 + 国家代码和号码',
    'partnerForm.remarks': '备注',
    'partnerForm.requirements': '平台定制开发需求描述',
    'partnerForm.scopeAlgorithm': '算法',
    'partnerForm.scopeHardware': '硬件设备',
    'partnerForm.scopeIntegratedSystem': '软硬件一体化系统',
    'partnerForm.scopeOther': '其他',
    'partnerForm.scopes': '意向合作范围',
    'partnerForm.submit': '提交',
    'partnerForm.title': '申请成为合作伙伴',
    'trialAlgorithms.detection': '人脸检测',
    'trialAlgorithms.liveness': '活体检测',
    'trialAlgorithms.mask': '口罩检测',
    'trialAlgorithms.ocr': 'OCR 文字识别',
    'trialAlgorithms.recognition': '人脸识别',
    'trialAlgorithms.structuring': '人脸结构化',
    'trialAlgorithms.tracking': '人脸跟踪',
    'trialDeliveries.android-apk': 'Android 演示 apk',
    'trialDeliveries.android-sdk': 'Android 版 SDK',
    'trialDeliveries.cloud': '云端 API',
    'trialDeliveries.linux-sdk': 'Linux 版 SDK',
    'trialForm.algorithm': '试用算法',
    'trialForm.company': '公司名称',
    'trialForm.delivery': '试用方式',
    'trialForm.email': '电子邮箱',
    'trialForm.name': '您的姓名',
    'trialForm.phone': '手机号码',
    'trialForm.remarks': '项目说明',
    'trialForm.submit': '提交试用申请',
    'trialForm.title': '申请免费试用',
    'validation.email': '请输入有效的电子邮箱，例如 name@example.com。',
    'validation.phone': '请输入 11 位手机号码，或以 + 开头的国际号码。',
    'validation.required': '请填写此项。',
    'validation.scope': '请至少选择一项合作范围。',
    'validation.summary': '部分内容需要修改，请查看下方标出的字段。',
    'validation.tooLong': '请不要超过 {max} 个字符。',
  },
};
