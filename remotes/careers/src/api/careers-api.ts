import { api, declarePublicQueries } from '@iper/api';
import type {
  ApplicationDetail,
  JobPositionDetailResponse,
  JobPositionsQuery,
  JobPositionsResponse,
  MyApplicationsResponse,
} from '@iper/contracts';

/** The careers endpoints (/api/careers/**), prefixed `careers` in the one api's namespace. */
export const careersApi = api.injectEndpoints({
  endpoints: (build) => ({
    careersPositions: build.query<JobPositionsResponse, JobPositionsQuery>({
      query: (params) => ({ url: '/careers/positions', params }),
      providesTags: ['Job'],
    }),
    careersPosition: build.query<JobPositionDetailResponse, string>({
      query: (slug) => `/careers/positions/${encodeURIComponent(slug)}`,
      providesTags: ['Job'],
    }),
    careersMyApplications: build.query<MyApplicationsResponse, void>({
      query: () => '/careers/applications',
      providesTags: ['Job', 'Session'],
    }),
    careersApplication: build.query<ApplicationDetail, string>({
      query: (id) => `/careers/applications/${encodeURIComponent(id)}`,
      providesTags: ['Job', 'Session'],
    }),
  }),
});

export const {
  useCareersPositionsQuery,
  useCareersPositionQuery,
  useCareersMyApplicationsQuery,
  useCareersApplicationQuery,
} = careersApi;
// Positions are public; a candidate's own applications are not.
declarePublicQueries('careersPositions', 'careersPosition');
