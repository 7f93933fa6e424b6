import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: {
    browse: '浏览物品',
    results: '“{{q}}”的搜索结果',
  },
  count_one: '{{count}} 件物品',
  count_other: '{{count}} 件物品',
  found_one: '找到 {{count}} 件物品',
  found_other: '找到 {{count}} 件物品',
  searching: '正在搜索…',
  owner: {
    back: '返回个人资料',
    itemsBy: '{{name}} 发布的物品',
    loading: '正在加载物品…',
  },
  filters: {
    show: '显示筛选条件',
    hide: '隐藏筛选条件',
    title: '筛选',
    clearAll: '全部清除',
    category: '分类',
    allCategories: '所有分类',
    sortBy: '排序方式',
    price: '每日价格',
    minPrice: '每日最低价格',
    maxPrice: '每日最高价格',
    location: '位置',
    locationPlaceholder: '城市或地区',
    nearYou: '你附近',
    clear: '清除',
    radius: '范围',
    km: '{{km}} 公里',
  },
  sorts: {
    relevance: '最相关',
    newest: '最新发布',
    price_asc: '价格：从低到高',
    price_desc: '价格：从高到低',
    distance: '距离最近',
    rating: '评分最高',
  },
  results: {
    loading: '正在加载物品',
    error: '错误 - 加载物品失败，请稍后再试。',
    empty: '未找到物品',
    emptyFor: '未找到与“{{q}}”相关的物品',
    emptyIn: '在 {{category}} 中未找到物品',
    emptyForIn: '在 {{category}} 中未找到与“{{q}}”相关的物品',
    emptyHint: '试试调整筛选条件或搜索词',
    loadMore: '加载更多',
    loadingMore: '加载中...',
    showing: '已显示 {{shown}} 件，共 {{total}} 件物品',
  },
};
export default strings;
