// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { SearchEntry } from '../../search/types';

/** Every searchable page in zh-CN, in route order, from spec/pages.yaml. */
export const searchIndex: readonly SearchEntry[] = [
  {
    path: '/home',
    title: '生物识别、人工智能与物联网，让世界更智慧',
    text: '基于自研人脸算法的行业解决方案、智能终端与平台，服务 50 余家银行及 30 多家客户。\n七大行业解决方案\n智慧城市、校园、金融、防疫、商业、医疗与安防，均基于同一套人脸算法与物联网平台。\n智能终端\n发卡机、自助填单机、超级柜台、收发器与文件收发柜，服务自助大厅。\n平台\n多模态生物识别认证、物联网统一管理与 AIoT 应用集成。\n了解更多',
  },
  {
    path: '/city',
    title: '智慧城市',
    text: '以人脸识别与物联网感知，帮助城市看见、理解并及时响应公共空间中发生的一切。',
  },
  {
    path: '/algorithm',
    title: '算法能力',
    text: '人脸检测、识别、活体检测、口罩检测、跟踪、人脸结构化与 OCR，支持云端、私有化与定制化调用。',
  },
  {
    path: '/citycase',
    title: '案例：智慧城市',
    text: '某城区如何把摄像头、出入口与政务大厅连接成一张城市全景图。',
  },
  {
    path: '/cityvideocase',
    title: '案例：城市视频监控',
    text: '事件触发录像，保留事件前后各 10 秒视频，便于快速回溯。',
  },
  {
    path: '/platformcapability',
    title: '平台能力',
    text: '多模态生物识别认证平台、物联网统一管理平台与 AIoT 应用集成平台。',
  },
  {
    path: '/terminal',
    title: '智能终端',
    text: '面向自助服务大厅的发卡机、填单机、超级柜台、收发器与文件收发柜。',
  },
  {
    path: '/carddispenser',
    title: '双屏发卡机',
    text: '便携式与桌面式双屏发卡机，进卡槽容量 100 张，出卡槽容量 50 张。',
  },
  {
    path: '/machine',
    title: '自助填单机',
    text: '访客自助填写、核对并打印表单，支持人脸核验身份。',
  },
  {
    path: '/counter',
    title: '超级柜台',
    text: '无需柜员即可办理大部分柜面业务的自助柜台。',
  },
  {
    path: '/transceiver',
    title: '收发器',
    text: '支持 4G、定位精度 2.5 米的收发器，将终端与传感器接入平台。',
  },
  {
    path: '/case',
    title: '文件收发柜',
    text: '网上提交、审核通过后获取验证码，凭验证码与身份核验取件。',
  },
  {
    path: '/companyprofile',
    title: '公司简介',
    text: '我们是谁，2014 年至 2022 年的发展历程，以及指引我们的愿景、使命与价值观。',
  },
  {
    path: '/glory',
    title: '荣誉资质',
    text: '10 余项发明专利、20 余项软件著作权及相关证书。',
  },
  {
    path: '/customer',
    title: '合作客户',
    text: '30 多家客户，覆盖政务、教育、金融与医疗等行业。',
  },
  {
    path: '/contactus',
    title: '联系我们',
    text: '商务热线与公司地址，以及联系相应团队的方式。',
  },
  {
    path: '/journalism',
    title: '新闻中心',
    text: '公司、产品与客户的最新动态。',
  },
  {
    path: '/work',
    title: '商务合作',
    text: '将我们的算法、终端与平台集成到您的产品和项目中。',
  },
  {
    path: '/recruitment',
    title: '人才招聘',
    text: '与我们一起打造生物识别、人工智能与物联网产品。',
  },
  {
    path: '/socialrecruitment',
    title: '社会招聘',
    text: '硬件、软件、销售、财务及综合职能的在招职位。',
  },
  {
    path: '/job',
    title: '立即申请',
    text: '介绍您自己，以及您希望加入我们的原因。',
  },
  {
    path: '/cooperativepartner',
    title: '合作伙伴计划',
    text: '金牌、银牌与铜牌合作伙伴等级，以及成为合作伙伴的申请表。',
  },
  {
    path: '/smartcampus',
    title: '智慧校园',
    text: '安全的出入口、轻松的考勤，以及可为校领导、教师与学生配置的通行权限。',
  },
  {
    path: '/schoolattendance',
    title: '案例：校园考勤',
    text: '人脸考勤，按班级提供 7 天异常考勤统计。',
  },
  {
    path: '/finance',
    title: '智慧金融',
    text: '身份核验与自助服务方案，已应用于 50 余家金融企业。',
  },
  {
    path: '/bank',
    title: '案例：银行网点',
    text: '某银行网点如何在柜台与自助区通过人脸核验客户身份。',
  },
  {
    path: '/mobilebank',
    title: '案例：移动银行',
    text: '借助活体检测，客户在自己的手机上即可办理远程开户等业务。',
  },
  {
    path: '/antiepidemic',
    title: '智慧防疫',
    text: '结合口罩检测与身份核验的无接触通行。',
  },
  {
    path: '/adera',
    title: '案例：疫情防控',
    text: '某园区如何在疫情期间保持出入口安全通行。',
  },
  {
    path: '/business',
    title: '智慧商业',
    text: '为商场与门店提供客流洞察与无感服务。',
  },
  {
    path: '/aiot',
    title: 'AIoT 应用集成平台',
    text: '一个平台即可连接设备、运行算法，并在其上构建应用。',
  },
  {
    path: '/medicalcare',
    title: '智慧医疗',
    text: '面向医院的身份核验、访客管理与自助服务。',
  },
  {
    path: '/hospitalone',
    title: '案例：医院自助服务',
    text: '某市医院实现刷脸挂号与缴费。',
  },
  {
    path: '/hospitaltwo',
    title: '案例：医院病区通行',
    text: '为医护人员、患者与访客提供分级的病区通行管理。',
  },
  {
    path: '/schoolfoshan',
    title: '案例：佛山某学校',
    text: '100 台人脸抓拍摄像机覆盖校门、走廊与操场。',
  },
  {
    path: '/security',
    title: '智慧安防',
    text: '可检测、告警与录像的视频算法，每种算法配有相应的告警策略。',
  },
  {
    path: '/enterprisenews',
    title: '企业新闻',
    text: '公司公告、产品发布与项目进展。',
  },
];
