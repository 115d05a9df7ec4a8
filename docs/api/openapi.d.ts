export interface paths {
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the audit trail, newest first: every write through the API, filtered
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every audit entry matching the filters as CSV or XLSX (cells starting a formula are escaped)
         * @description Admins and readers; a reseller gets 403.
         */
        post: operations["exportAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user of the bearer token, which `token` must repeat (another token is a 403)
         * @description Any signed-in caller, about its own session.
         */
        post: operations["getSessionUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of categories
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Creates a category
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getCategory"];
        /**
         * Changes a category; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateCategory"];
        post?: never;
        /**
         * Deletes a category (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/poses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of poses
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listPoses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of categoryScenarios
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listCategoryScenarios"];
        put?: never;
        /**
         * Creates a categoryScenario
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createCategoryScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/scenarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One categoryScenario
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getCategoryScenario"];
        /**
         * Changes a categoryScenario; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateCategoryScenario"];
        post?: never;
        /**
         * Deletes a categoryScenario (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteCategoryScenario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/cms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of cmsEntries
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listCmsEntries"];
        put?: never;
        /**
         * Creates a cmsEntry
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createCmsEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/cms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One cmsEntry
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getCmsEntry"];
        /**
         * Changes a cmsEntry; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateCmsEntry"];
        post?: never;
        /**
         * Deletes a cmsEntry (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteCmsEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/config_env": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of environmentConfigs
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listEnvironmentConfigs"];
        put?: never;
        /**
         * Creates a environmentConfig
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createEnvironmentConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/config_env/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One environmentConfig
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getEnvironmentConfig"];
        /**
         * Changes a environmentConfig; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateEnvironmentConfig"];
        post?: never;
        /**
         * Deletes a environmentConfig (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteEnvironmentConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders by status and turnover, month by month, and the top scenarios of a period
         * @description POSTs that read: they answer 200 and change nothing. `startDate` and `endDate` are plain days `YYYY-MM-DD` (inclusive: the end day is counted whole) or ISO 8601 instants (the end instant included); a day and an instant may be mixed. Days are days in `timeZone` (an IANA name, optional, default `Europe/Paris`): `2026-01-01` to `2026-01-31` in Europe/Paris covers 2025-12-31T23:00Z to 2026-01-31T23:00Z (end excluded): the orders GET /admin/orders lists with `_start_date=2025-12-31T23:00:00.000Z` and `_end_date=2026-01-31T22:59:59.999Z`. `_resellerId` (optional) gives staff one reseller’s figures; a reseller always gets its own, whatever it says. A bad date is a 400 naming the field; an end before the start, or a period over 1830 days, a 400 naming `endDate`.
         *
         *     Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        post: operations["getDashboardCharts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/charts/cumulated-turnover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The turnover cumulated day by day over a period, against the same days a year earlier
         * @description POSTs that read: they answer 200 and change nothing. `startDate` and `endDate` are plain days `YYYY-MM-DD` (inclusive: the end day is counted whole) or ISO 8601 instants (the end instant included); a day and an instant may be mixed. Days are days in `timeZone` (an IANA name, optional, default `Europe/Paris`): `2026-01-01` to `2026-01-31` in Europe/Paris covers 2025-12-31T23:00Z to 2026-01-31T23:00Z (end excluded): the orders GET /admin/orders lists with `_start_date=2025-12-31T23:00:00.000Z` and `_end_date=2026-01-31T22:59:59.999Z`. `_resellerId` (optional) gives staff one reseller’s figures; a reseller always gets its own, whatever it says. A bad date is a 400 naming the field; an end before the start, or a period over 1830 days, a 400 naming `endDate`.
         *
         *     Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        post: operations["getCumulatedTurnover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/counters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The counters of a period, beside those of the previous period of the same length
         * @description POSTs that read: they answer 200 and change nothing. `startDate` and `endDate` are plain days `YYYY-MM-DD` (inclusive: the end day is counted whole) or ISO 8601 instants (the end instant included); a day and an instant may be mixed. Days are days in `timeZone` (an IANA name, optional, default `Europe/Paris`): `2026-01-01` to `2026-01-31` in Europe/Paris covers 2025-12-31T23:00Z to 2026-01-31T23:00Z (end excluded): the orders GET /admin/orders lists with `_start_date=2025-12-31T23:00:00.000Z` and `_end_date=2026-01-31T22:59:59.999Z`. `_resellerId` (optional) gives staff one reseller’s figures; a reseller always gets its own, whatever it says. A bad date is a 400 naming the field; an end before the start, or a period over 1830 days, a 400 naming `endDate`.
         *
         *     Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        post: operations["getDashboardCounters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dimensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every dimension, in one list
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listDimensions"];
        put?: never;
        /**
         * Creates a dimension
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createDimension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dimensions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dimension
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getDimension"];
        /**
         * Changes a dimension; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateDimension"];
        post?: never;
        /**
         * Deletes a dimension (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteDimension"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/finishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of finishes
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listFinishes"];
        put?: never;
        /**
         * Creates a finish
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/finishes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One finish
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getFinish"];
        /**
         * Changes a finish; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateFinish"];
        post?: never;
        /**
         * Deletes a finish (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteFinish"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mails sent, newest first: a page of the outbox, by recipient and type
         * @description Admins and readers; a reseller gets 403.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["listMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One mail as its recipient reads it: subject, plain text and HTML, a reset link’s token `***` for every reader; each read is audited
         * @description Admins and readers; a reseller gets 403.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["getMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mandrels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of mandrels
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listMandrels"];
        put?: never;
        /**
         * Creates a mandrel
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createMandrel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mandrels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One mandrel
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getMandrel"];
        /**
         * Changes a mandrel; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateMandrel"];
        post?: never;
        /**
         * Deletes a mandrel (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteMandrel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/order_not_conformity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places a reseller’s order in 0, 1 or 2 in non-conformity (the procedure may fail: 502 with its message)
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["flagNonConformity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/order_not_conformity_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of non-conformity requests
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listNonConformities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/order_not_conformity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s latest non-conformity request, or null
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["getNonConformityOfOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * The reseller’s answer: print as is, or the new files sent (every series)
         * @description The reseller owning the record only; admins and readers get 403, another reseller’s record is a 404.
         */
        patch: operations["answerNonConformity"];
        trace?: never;
    };
    "/admin/order_not_conformity/count/{resellerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of a reseller’s non-conformity requests wait for its answer
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["countWaitingNonConformities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/order_not_conformity/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new PDF for one series of the order (base64 file model); the answer replaces the series
         * @description The reseller owning the record only; admins and readers get 403, another reseller’s record is a 404.
         */
        post: operations["uploadNonConformityFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/order_request_cancels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of cancellation requests
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listCancelRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/order_request_cancels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approves (order cancelled) or refuses (order back to its status) a pending request
         * @description Admins only; readers and resellers get 403.
         */
        patch: operations["answerCancelRequest"];
        trace?: never;
    };
    "/admin/order_request_cancels/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Undoes the answer to a request: the order goes back in progress
         * @description Admins only; readers and resellers get 403.
         */
        patch: operations["cancelTreatment"];
        trace?: never;
    };
    "/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of orders, filtered and sorted
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/files/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the order’s documents (the manufacturing PDF is never served to resellers)
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["downloadOrderFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/files/series/{seriesId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF of one series of the order
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["downloadOrderSeriesFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s timeline, oldest first (a reseller: its own orders, staff shown by role, without connect-as)
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["getOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every order matching the list’s filters as CSV or XLSX (cells starting a formula are escaped)
         * @description Admins and readers; a reseller gets 403.
         */
        post: operations["exportOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/refresh/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s files in one zip, named order-zip-{id}.zip
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["downloadOrderZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/resync/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sends the order’s files to production again: `success`, or why not
         * @description Admins only; readers and resellers get 403.
         */
        get: operations["resyncOrderFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenarios the caller may filter its orders by (at most 20, by name): every one for staff, the active ones (those it may order) for a reseller
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["listOrderScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orientations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of orientations
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listOrientations"];
        put?: never;
        /**
         * Creates a orientation
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createOrientation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orientations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One orientation
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getOrientation"];
        /**
         * Changes a orientation; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateOrientation"];
        post?: never;
        /**
         * Deletes a orientation (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteOrientation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of papers
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listPapers"];
        put?: never;
        /**
         * Creates a paper
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/papers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One paper
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getPaper"];
        /**
         * Changes a paper; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updatePaper"];
        post?: never;
        /**
         * Deletes a paper (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deletePaper"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/provide-number-per-rolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of quantitiesPerRoll
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listQuantitiesPerRoll"];
        put?: never;
        /**
         * Creates a quantityPerRoll
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createQuantityPerRoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/provide-number-per-rolls/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One quantityPerRoll
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getQuantityPerRoll"];
        /**
         * Changes a quantityPerRoll; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateQuantityPerRoll"];
        post?: never;
        /**
         * Deletes a quantityPerRoll (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteQuantityPerRoll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of quotes, with the order list’s filters
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One quote
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{id}/files/series/{seriesId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF of one series of the quote
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["downloadQuoteSeriesFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every quote matching the list’s filters as CSV or XLSX (cells starting a formula are escaped)
         * @description Admins and readers; a reseller gets 403.
         */
        post: operations["exportQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/resellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of resellers
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listResellers"];
        put?: never;
        /**
         * Creates a reseller
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createReseller"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/resellers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reseller
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["getReseller"];
        /**
         * Changes a reseller; fields left out keep their value
         * @description An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateReseller"];
        post?: never;
        /**
         * Deletes a reseller without quote users or orders (else a 400 saying why)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteReseller"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/resellers/active/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switches a reseller on or off
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["setResellerActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/resellers/notprospects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the resellers that are customers, not prospects (`_isProspect=0`)
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/resellers/prospects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the resellers that are prospects (`_isProspect=1`)
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listProspects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/resellers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The first resellers matching `_search`, by company, for autocompletes
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["searchResellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of scenarios
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/scenarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One scenario
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getScenario"];
        /**
         * Changes a scenario; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateScenario"];
        post?: never;
        /**
         * Deletes a scenario (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteScenario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/scenarios/active/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switches a scenario on or off
         * @description Admins only; readers and resellers get 403.
         *
         *     Added by this product to the original call list: optional for older clients.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["setScenarioActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/scenarios/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the scenarios back from the production system
         * @description Renames the scenarios whose finishes changed here. Without the production system's address in the environment configuration it changes nothing and answers why.
         *
         *     Admins only; readers and resellers get 403.
         */
        get: operations["syncScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/status/list/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Moves several orders to one status; each says whether it moved
         * @description Admins only; readers and resellers get 403.
         */
        patch: operations["changeOrderStatuses"];
        trace?: never;
    };
    "/admin/status/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order status, named in the caller’s language
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listOrderStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/status/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Moves one order to another status (a refused transition is a 400 saying why)
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        patch: operations["changeOrderStatus"];
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of users
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Creates a user
         * @description An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["getUser"];
        /**
         * Changes a user; fields left out keep their value
         * @description An admin, or the reseller owning the record; a reader its own record only, and only its login and password (with currentPassword); anything else is a 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Deletes a user (a record still in use is a 400 saying what uses it)
         * @description An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends every session of a user or reseller (a reseller’s id is its user id)
         * @description Admins only; readers and resellers get 403.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        post: operations["endUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/active/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switches a user on or off
         * @description An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["setUserActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/connect_as/{adminId}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The admin `adminId` (the caller) takes a session of the active reseller `userId`
         * @description The answer carries a token of the reseller and the admin, whose `api_token` is the admin’s own session token: a client goes back to the admin account with it.
         *
         *     Admins only; readers and resellers get 403.
         */
        post: operations["connectAs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every country, in one list sorted by name in `lang`
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switches delivery to a country on or off
         * @description Admins only; readers and resellers get 403.
         */
        put: operations["setCountryDelivery"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes the caller may see, and its notifications, as they happen (server-sent events)
         * @description A `text/event-stream` that stays open. Each event has an `id` (growing by one per event of the server), an `event` type and one `data` line of JSON.
         *
         *     Scoped as the lists are: staff get every change, a reseller those of its own orders, quotes, cancellation and non-conformity requests; each caller gets its own notifications.
         *
         *     On connecting, `ready` gives the current id. After a lost connection, send the last id received as `Last-Event-ID`: the events after it follow, none lost and none repeated. When they are no longer kept (the server keeps the latest 2,000), are more than a stream holds (1,000) or the id is not one of this server’s, a `reload` event says to reload what is shown, and the stream goes on from now (its `ready` gives the id to resume from).
         *
         *     A comment line (`: keep-alive`) every 20 seconds keeps proxies from closing it. When the session ends (logout, revoked, idle or past its absolute end) an `end` event is sent and the stream closes; a stream, opened or open, does not keep a session alive. An account holds at most 20 streams: opening another ends its oldest.
         *
         *     Browsers: `EventSource` cannot send the `Authorization` header, so read it with `fetch` and the response body’s reader.
         *
         *     Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A session token for a login and password (a quote user is refused with `bo-front`)
         * @description After 5 failed logins for one username within 15 minutes, that username gets 429 with `Retry-After` (30 s, doubled by each further failure up to 15 min), whether the account exists or not; a success clears it. A client address gets 429 after 100 failed logins in 15 minutes.
         *
         *     Anyone: no token needed.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes the bearer token: it is refused (401) from then on
         * @description Any signed-in caller, about its own session.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s notifications, newest first, and how many are unread
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks one of the caller’s notifications read (another user’s is a 404)
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks every notification of the caller read
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s list settings: per list, the columns shown and their order, density, page size
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["getPreferences"];
        /**
         * Replaces the caller’s list settings (If-Match: the version read, so two tabs lose nothing)
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["putPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s session and when it ends; calling it keeps the session alive (“stay connected”)
         * @description Any signed-in caller, about its own session.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["getCurrentSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s open sessions, newest first
         * @description Any signed-in caller, about its own session.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Ends one of the caller’s own sessions (another account’s, or support working in it, is a 404)
         * @description Any signed-in caller, about its own session.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends every session of the caller but this one (and support working in it)
         * @description Any signed-in caller, about its own session.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        post: operations["endMyOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s saved views, by list then name
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["listViews"];
        put?: never;
        /**
         * Saves a view: a name, its list and the list’s query (at most 30 per list, names unique)
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        post: operations["createView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Renames a view or saves the list’s current query in it (another user’s view is a 404)
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        put: operations["updateView"];
        post?: never;
        /**
         * Deletes one of the caller’s views (another user’s is a 404)
         * @description Any back-office user (admin, reader, reseller), about its own settings; another user’s record is a 404.
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        delete: operations["deleteView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order_request_cancels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A reseller asks to cancel its own pending or in-progress order
         * @description The reseller owning the record only; admins and readers get 403, another reseller’s record is a 404.
         */
        post: operations["askCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/delivery_note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads the order’s delivery note: a PDF by content, 20 MB at most
         * @description An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.
         */
        post: operations["uploadDeliveryNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote_series/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A series’ PDF while the quote waits for files; with every file the quote is ready
         * @description An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.
         */
        post: operations["uploadQuoteSeriesFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A quote with every series file becomes a pending order (a missing file is a 400)
         * @description An admin, or the reseller owning the record; readers get 403, another reseller’s record is a 404.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        patch: operations["validateQuote"];
        trace?: never;
    };
    "/reseller_marge_prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a margin grid: a reseller’s own, or for staff any reseller’s (`_resellerId`) or all
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         */
        get: operations["listMarginPrices"];
        put?: never;
        /**
         * Replaces the reseller’s grid by a CSV file (2 MB at most); a file with any bad line changes nothing
         * @description A refused file is a 400 naming every bad line (`line 3`) or the file as a whole (`file`). The CSV columns are the scenario uid, the quantity and the margin in percent.
         *
         *     The reseller owning the record only; admins and readers get 403, another reseller’s record is a 404.
         */
        post: operations["uploadMarginPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reseller_marge_prices/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenarios a grid line may name, by uid: the ones the upload accepts, so a file is checked before it is sent
         * @description Admins, readers and resellers; a reseller sees only its own records (another reseller’s is a 404).
         *
         *     Added by this product to the original call list: optional for older clients.
         */
        get: operations["listMarginScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mails the user a link to choose a new password (the link is never in the answer)
         * @description The same answer for every id, an unknown one too; no link for an account that cannot log in (disabled, or a quote user). A new link leaves the older live ones working; a new password ends them all. At most 3 requests per id per hour, an unknown id too (429 with `Retry-After` beyond).
         *
         *     Anyone: no token needed.
         */
        get: operations["sendResetLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password/change_password/{token}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a reset link, once; a refusal’s message is `error_token` or `error_wrong_user`
         * @description The password follows the password rules (a 400 on `password`); the change ends every session of the account.
         *
         *     Anyone: no token needed.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password/check-user-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an active back-office account has this email, and its id
         * @description At most 10 calls per client address per minute (429 with `Retry-After` beyond).
         *
         *     Anyone: no token needed.
         */
        post: operations["checkUserMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shapes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of shapes
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["listShapes"];
        put?: never;
        /**
         * Creates a shape
         * @description Admins only; readers and resellers get 403.
         */
        post: operations["createShape"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shapes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shape
         * @description Admins and readers; a reseller gets 403.
         */
        get: operations["getShape"];
        /**
         * Changes a shape; fields left out keep their value
         * @description Admins only; readers and resellers get 403.
         *
         *     Takes an optional `If-Match` (an addition of this product): a stale one is a 412, and nothing changes.
         */
        put: operations["updateShape"];
        post?: never;
        /**
         * Deletes a shape (a record still in use is a 400 saying what uses it)
         * @description Admins only; readers and resellers get 403.
         */
        delete: operations["deleteShape"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Error
         * @example {
         *       "message": "Invalid data.",
         *       "errors": [
         *         {
         *           "field": "username",
         *           "message": "This field is required."
         *         }
         *       ]
         *     }
         */
        Error: {
            message: string;
            errors?: {
                field: string;
                message: string;
            }[];
            process_message?: string;
        };
        /**
         * MarginPrice
         * @example {
         *       "id": 1,
         *       "scenario": {
         *         "uid": "SC-001-VELIN"
         *       },
         *       "quantity": 500,
         *       "marge": 12.5,
         *       "createdAt": "2026-09-03T00:00:00.000Z"
         *     }
         */
        MarginPrice: {
            id: number;
            scenario: {
                uid: string;
            };
            quantity: number;
            /** @description percent */
            marge: number;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
        };
        /**
         * Country
         * @example {
         *       "id": 21,
         *       "name": "Andorra",
         *       "countryCode": "AD",
         *       "isEnabledForDelivery": true
         *     }
         */
        Country: {
            id: number;
            /** @description in the language asked for */
            name: string;
            /** @description ISO 3166-1 alpha-2 */
            countryCode: string;
            isEnabledForDelivery: boolean;
        };
        /**
         * Shape
         * @example {
         *       "id": 3,
         *       "name": "Ovale"
         *     }
         */
        Shape: {
            id: number;
            name: string;
        };
        /**
         * CancelRequest
         * @example {
         *       "id": 2,
         *       "createdAt": "2026-11-02T02:35:38.603Z",
         *       "status": "pending",
         *       "reason": "Erreur de quantité",
         *       "reference": "CMD-26-001490",
         *       "resellerId": 18,
         *       "user": {
         *         "company": "Label Factory"
         *       },
         *       "order": {
         *         "id": 1490,
         *         "internalReference": "CMD-26-001490",
         *         "status": {
         *           "id": 4,
         *           "name": "Cancellation requested",
         *           "ext_id": 4
         *         },
         *         "createdAt": "2026-11-01T05:35:38.603Z",
         *         "quote": {
         *           "scenario": {
         *             "name": "vin Vélin blanc"
         *           }
         *         }
         *       }
         *     }
         */
        CancelRequest: {
            id: number;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "unapproved" | "treatment_cancelled";
            /**
             * @description the reseller’s comment, sent as `comment` when it asked (the original call list’s names)
             * @default
             */
            reason: string;
            /** @default  */
            reference: string;
            resellerId: number;
            /** @default {
             *       "company": null
             *     } */
            user: {
                /** @default null */
                company: string | null;
            };
            order: {
                id: number;
                /** @default  */
                internalReference: string;
                status: components["schemas"]["OrderStatus"];
                /**
                 * @description ISO 8601 date and time
                 * @example 2026-11-23T08:12:00.000Z
                 */
                createdAt: string;
                /** @default null */
                quote: {
                    /** @default null */
                    scenario: {
                        name: string;
                    } | null;
                } | null;
            };
        };
        /**
         * OrderStatus
         * @example {
         *       "id": 1,
         *       "name": "In progress",
         *       "ext_id": 1
         *     }
         */
        OrderStatus: {
            /** @enum {number} */
            id: 0 | 1 | 2 | 3 | 4 | 5 | 99 | 100;
            name: string;
            ext_id: number;
        };
        /**
         * ReadyEvent
         * @example {
         *       "lastEventId": 14021
         *     }
         */
        ReadyEvent: {
            lastEventId: number;
        };
        /**
         * ChangeEvent
         * @example {
         *       "entry": {
         *         "id": 14022,
         *         "at": "2026-11-02T09:12:00.000Z",
         *         "actor": {
         *           "id": null,
         *           "username": "",
         *           "role": "ROLE_ADMIN"
         *         },
         *         "actingAs": null,
         *         "action": "status",
         *         "entity": "order",
         *         "entityId": 1288,
         *         "orderId": 1288,
         *         "changes": [
         *           {
         *             "field": "status",
         *             "from": 2,
         *             "to": 3
         *           }
         *         ]
         *       },
         *       "resellerId": 7
         *     }
         */
        ChangeEvent: {
            entry: components["schemas"]["AuditEntry"];
            /** @default null */
            resellerId: number | null;
        };
        /**
         * AuditEntry
         * @example {
         *       "id": 14873,
         *       "at": "2026-11-23T09:41:07.000Z",
         *       "actor": {
         *         "id": 1,
         *         "username": "admin@demo.local",
         *         "role": "ROLE_ADMIN"
         *       },
         *       "actingAs": null,
         *       "action": "status",
         *       "entity": "order",
         *       "entityId": 1288,
         *       "orderId": 1288,
         *       "changes": [
         *         {
         *           "field": "status",
         *           "from": 0,
         *           "to": 1
         *         }
         *       ]
         *     }
         */
        AuditEntry: {
            id: number;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            at: string;
            actor: {
                /** @default null */
                id: number | null;
                username: string;
                role: string | null;
            };
            actingAs: {
                id: number;
                username: string;
            } | null;
            /** @enum {string} */
            action: "create" | "update" | "delete" | "status" | "delivery-note" | "series-file" | "validate" | "cancel-ask" | "cancel-approve" | "cancel-refuse" | "cancel-treatment-cancelled" | "non-conformity-flag" | "non-conformity-answer" | "files-resync" | "import" | "sync" | "login" | "login-failed" | "logout" | "session-end" | "connect-as" | "password-reset" | "read";
            /** @enum {string} */
            entity: "order" | "quote" | "cancel-request" | "non-conformity" | "user" | "reseller" | "margin-grid" | "country" | "poses" | "mandrels" | "orientations" | "papers" | "finishes" | "quantitiesPerRoll" | "shapes" | "categories" | "categoryScenarios" | "dimensions" | "scenarios" | "tooltips" | "configEnv" | "view" | "preferences" | "mail";
            /** @default null */
            entityId: number | null;
            /** @default null */
            orderId: number | null;
            changes: {
                field: string;
                from: (string | number | boolean) | null;
                to: (string | number | boolean) | null;
            }[];
        };
        /**
         * NotificationEvent
         * @example {
         *       "notification": {
         *         "id": 31,
         *         "kind": "order-shipped",
         *         "createdAt": "2026-11-02T09:12:00.000Z",
         *         "readAt": null,
         *         "entity": "order",
         *         "entityId": 1288,
         *         "orderId": 1288,
         *         "reference": "CMD-26-001288",
         *         "company": "Imprimerie Dupont",
         *         "decision": null,
         *         "actor": {
         *           "id": null,
         *           "username": "",
         *           "role": "ROLE_ADMIN"
         *         }
         *       },
         *       "unread": 3
         *     }
         */
        NotificationEvent: {
            notification: components["schemas"]["Notification"];
            unread: number;
        };
        /**
         * Notification
         * @example {
         *       "id": 31,
         *       "kind": "order-shipped",
         *       "createdAt": "2026-11-02T09:12:00.000Z",
         *       "readAt": null,
         *       "entity": "order",
         *       "entityId": 1288,
         *       "orderId": 1288,
         *       "reference": "CMD-26-001288",
         *       "company": "Imprimerie Dupont",
         *       "decision": null,
         *       "actor": {
         *         "id": null,
         *         "username": "",
         *         "role": "ROLE_ADMIN"
         *       }
         *     }
         */
        Notification: {
            id: number;
            /** @enum {string} */
            kind: "order-confirmed" | "order-shipped" | "order-non-conformity" | "cancel-request-answered" | "quote-validated" | "cancel-answer-withdrawn" | "order-cancelled" | "cancel-request-created" | "non-conformity-answered";
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            readAt: string | null;
            /** @enum {string} */
            entity: "order" | "quote" | "cancel-request" | "non-conformity";
            entityId: number;
            /** @default null */
            orderId: number | null;
            /** @default null */
            reference: string | null;
            /** @default null */
            company: string | null;
            decision: ("approved" | "unapproved") | null;
            actor: {
                /** @default null */
                id: number | null;
                username: string;
                role: string | null;
            };
        };
        /**
         * NotificationsReadEvent
         * @example {
         *       "ids": [
         *         31
         *       ],
         *       "all": false,
         *       "unread": 2
         *     }
         */
        NotificationsReadEvent: {
            ids: number[];
            all: boolean;
            unread: number;
        };
        /**
         * ReloadEvent
         * @example {
         *       "reason": "too-old"
         *     }
         */
        ReloadEvent: {
            /** @enum {string} */
            reason: "too-old" | "unknown";
        };
        /**
         * EndEvent
         * @example {
         *       "reason": "session"
         *     }
         */
        EndEvent: {
            /** @enum {string} */
            reason: "session" | "backlog" | "superseded";
        };
        /**
         * User
         * @example {
         *       "id": 67,
         *       "username": "lea.lefebvre.67@domaine-roche.example",
         *       "roles": [
         *         "ROLE_RESELLER_FRONT"
         *       ],
         *       "firstname": "Léa",
         *       "lastname": "Lefebvre",
         *       "company": "Domaine Roche",
         *       "lastConnection": "2026-09-23T09:00:00.000Z",
         *       "isActive": true,
         *       "parent": 64
         *     }
         */
        User: {
            id: number;
            username: string;
            roles: string[];
            /** @default  */
            firstname: string | null;
            /** @default  */
            lastname: string | null;
            /** @default null */
            company: string | null;
            /** @default null */
            lastConnection: string | null;
            /** @default true */
            isActive: boolean;
            /** @default null */
            parent: number | null;
            /** @default [] */
            rights: string[];
        };
        /**
         * CurrentSession
         * @example {
         *       "id": "c5Jx0qv1T2p7mR4kZ8wQ3g",
         *       "startedAt": "2026-11-23T08:12:00.000Z",
         *       "lastSeenAt": "2026-11-23T09:40:12.000Z",
         *       "idleExpiresAt": "2026-11-23T10:10:12.000Z",
         *       "expiresAt": "2026-11-23T20:12:00.000Z",
         *       "idleTimeoutSeconds": 1800
         *     }
         */
        CurrentSession: {
            /**
             * @description an opaque id, never the token
             * @example c5Jx0qv1T2p7mR4kZ8wQ3g
             */
            id: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            startedAt: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            lastSeenAt: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            idleExpiresAt: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            expiresAt: string;
            idleTimeoutSeconds: number;
        };
        /**
         * SessionRow
         * @example {
         *       "id": "c5Jx0qv1T2p7mR4kZ8wQ3g",
         *       "startedAt": "2026-11-23T08:12:00.000Z",
         *       "lastSeenAt": "2026-11-23T09:40:12.000Z",
         *       "userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
         *       "current": true
         *     }
         */
        SessionRow: {
            /**
             * @description an opaque id, never the token
             * @example c5Jx0qv1T2p7mR4kZ8wQ3g
             */
            id: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            startedAt: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            lastSeenAt: string;
            userAgent: string;
            current: boolean;
            /** @default false */
            support: boolean;
        };
        /**
         * Reseller
         * @example {
         *       "id": 7,
         *       "username": "reseller@demo.local",
         *       "firstname": "Jean",
         *       "lastname": "Dupont",
         *       "company": "Imprimerie Dupont",
         *       "isProspect": false,
         *       "isActive": true,
         *       "discount": 10,
         *       "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
         *       "thetis_key": "TH-36388",
         *       "apiVersion": "v1",
         *       "type": "standard",
         *       "margeType": "grid",
         *       "vat": 20,
         *       "paymentDeadline": "2027-01-03",
         *       "paymentMode": "bank-card",
         *       "country": {
         *         "id": 1,
         *         "countryCode": "FR"
         *       },
         *       "billingFirstname": "Jean",
         *       "billingLastname": "Dupont",
         *       "billingAddress": "15 rue Pasteur",
         *       "billingAddress2": "Bâtiment B",
         *       "billingCity": "Toulouse",
         *       "billingZipCode": "31000",
         *       "billingCountry": "FR",
         *       "deliveryFirstname": "Jean",
         *       "deliveryLastname": "Dupont",
         *       "deliveryAddress": "36 rue de la République",
         *       "deliveryAddress2": null,
         *       "deliveryCity": "Toulouse",
         *       "deliveryZipCode": "31000",
         *       "deliveryCountry": "FR",
         *       "mailConfig": {
         *         "order_confirmation": true,
         *         "order_shipped": true,
         *         "order_not_conformity": true,
         *         "quote_validated": true,
         *         "cancel_request_answered": true
         *       },
         *       "roles": [
         *         "ROLE_RESELLER"
         *       ]
         *     }
         */
        Reseller: {
            id: number;
            /** @description the login, an email address */
            username: string;
            /** @default  */
            firstname: string | null;
            /** @default  */
            lastname: string | null;
            /** @default  */
            company: string | null;
            /** @default false */
            isProspect: boolean;
            /** @default true */
            isActive: boolean;
            /**
             * @description percent
             * @default 0
             */
            discount: number;
            /** @default  */
            api_token: string | null;
            /** @default null */
            thetis_key: string | null;
            /**
             * @default v1
             * @enum {string}
             */
            apiVersion: "v1" | "v2";
            /**
             * @default standard
             * @enum {string}
             */
            type: "standard" | "api";
            /**
             * @default global
             * @enum {string}
             */
            margeType: "global" | "grid";
            /**
             * @description percent
             * @default 0
             */
            vat: number;
            /** @default null */
            paymentDeadline: string | null;
            /**
             * @default none
             * @enum {string}
             */
            paymentMode: "none" | "bank-card" | "cash";
            /** @default null */
            country: {
                id: number;
                countryCode: string;
            } | null;
            /** @default null */
            billingFirstname: string | null;
            /** @default null */
            billingLastname: string | null;
            /** @default null */
            billingAddress: string | null;
            /** @default null */
            billingAddress2: string | null;
            /** @default null */
            billingCity: string | null;
            /** @default null */
            billingZipCode: string | null;
            /** @default null */
            billingCountry: string | null;
            /** @default null */
            deliveryFirstname: string | null;
            /** @default null */
            deliveryLastname: string | null;
            /** @default null */
            deliveryAddress: string | null;
            /** @default null */
            deliveryAddress2: string | null;
            /** @default null */
            deliveryCity: string | null;
            /** @default null */
            deliveryZipCode: string | null;
            /** @default null */
            deliveryCountry: string | null;
            /**
             * @description which mails the reseller gets
             * @default {}
             */
            mailConfig: {
                /** @default false */
                order_confirmation: boolean;
                /** @default false */
                order_shipped: boolean;
                /** @default false */
                order_not_conformity: boolean;
                /** @default false */
                quote_validated: boolean;
                /** @default false */
                cancel_request_answered: boolean;
            };
            /** @default [
             *       "ROLE_RESELLER"
             *     ] */
            roles: string[];
        };
        /**
         * MarginScenario
         * @example {
         *       "uid": "SC-001-VELIN",
         *       "name": "vin Vélin blanc"
         *     }
         */
        MarginScenario: {
            uid: string;
            name: string;
        };
        /**
         * Mandrel
         * @example {
         *       "id": 2,
         *       "number": 76
         *     }
         */
        Mandrel: {
            id: number;
            number: number;
        };
        /**
         * Orientation
         * @example {
         *       "id": 3,
         *       "number": 3
         *     }
         */
        Orientation: {
            id: number;
            number: number;
        };
        /**
         * Paper
         * @example {
         *       "id": 4,
         *       "uid": "PAP-PP-WHITE",
         *       "name": "Polypropylène blanc",
         *       "finishes": [
         *         {
         *           "id": 1,
         *           "uid": "FIN-NONE",
         *           "name": "Sans finition"
         *         },
         *         {
         *           "id": 2,
         *           "uid": "FIN-VARNISH",
         *           "name": "Vernis sélectif"
         *         }
         *       ]
         *     }
         */
        Paper: {
            id: number;
            uid: string;
            name: string;
            /** @default [] */
            finishes: components["schemas"]["Finish"][];
        };
        /**
         * Finish
         * @example {
         *       "id": 1,
         *       "uid": "FIN-NONE",
         *       "name": "Sans finition"
         *     }
         */
        Finish: {
            id: number;
            uid: string;
            name: string;
        };
        /**
         * QuantityPerRoll
         * @example {
         *       "id": 3,
         *       "name": "1000"
         *     }
         */
        QuantityPerRoll: {
            id: number;
            name: string;
        };
        /**
         * Category
         * @example {
         *       "id": 5,
         *       "name": "Étiquettes industrielles",
         *       "pose": {
         *         "id": 2,
         *         "name": "Pose automatique",
         *         "shortCode": "AUTO"
         *       },
         *       "provideNumberPerRolls": [
         *         {
         *           "id": 3,
         *           "name": "1000"
         *         },
         *         {
         *           "id": 4,
         *           "name": "2000"
         *         }
         *       ],
         *       "mandrels": [
         *         {
         *           "id": 2,
         *           "number": 76
         *         }
         *       ],
         *       "orientations": [
         *         {
         *           "id": 1,
         *           "number": 1
         *         },
         *         {
         *           "id": 2,
         *           "number": 2
         *         },
         *         {
         *           "id": 3,
         *           "number": 3
         *         },
         *         {
         *           "id": 4,
         *           "number": 4
         *         }
         *       ],
         *       "papers": [
         *         {
         *           "id": 4,
         *           "uid": "PAP-PP-WHITE",
         *           "name": "Polypropylène blanc"
         *         }
         *       ],
         *       "qtyModelMax": 5
         *     }
         */
        Category: {
            id: number;
            name: string;
            /** @default null */
            pose: components["schemas"]["Pose"] | null;
            /** @default [] */
            provideNumberPerRolls: components["schemas"]["QuantityPerRoll"][];
            /** @default [] */
            mandrels: components["schemas"]["Mandrel"][];
            /** @default [] */
            orientations: components["schemas"]["Orientation"][];
            /** @default [] */
            papers: {
                id: number;
                uid: string;
                name: string;
            }[];
            qtyModelMax: number;
        };
        /**
         * Pose
         * @example {
         *       "id": 2,
         *       "name": "Pose automatique",
         *       "shortCode": "AUTO"
         *     }
         */
        Pose: {
            id: number;
            name: string;
            /** @description the application quotes give (MAN, AUTO) */
            shortCode: string;
        };
        /**
         * Dimension
         * @example {
         *       "id": 8,
         *       "name": "Format bouteille",
         *       "height": 12.5,
         *       "width": 9,
         *       "category": {
         *         "id": 2,
         *         "name": "Étiquettes vin"
         *       }
         *     }
         */
        Dimension: {
            id: number;
            name: string;
            /** @description cm */
            height: number;
            /** @description cm */
            width: number;
            /** @default null */
            category: {
                id: number;
                name: string;
            } | null;
        };
        /**
         * Scenario
         * @example {
         *       "id": 13,
         *       "uid": "SC-013-PP-WHITE",
         *       "name": "industrielles Polypropylène blanc",
         *       "displayName": "industrielles Polypropylène blanc — Sans finition",
         *       "status": true,
         *       "minQuantity": 250,
         *       "maxQuantity": 50000,
         *       "minHeight": 2,
         *       "maxHeight": 20,
         *       "minWidth": 2,
         *       "maxWidth": 15,
         *       "papers": [
         *         {
         *           "id": 4,
         *           "uid": "PAP-PP-WHITE",
         *           "name": "Polypropylène blanc"
         *         }
         *       ],
         *       "finishes": [
         *         {
         *           "id": 1,
         *           "uid": "FIN-NONE",
         *           "name": "Sans finition"
         *         }
         *       ],
         *       "categories": [
         *         {
         *           "id": 5,
         *           "name": "Étiquettes industrielles"
         *         }
         *       ],
         *       "paper": {
         *         "id": 4,
         *         "uid": "PAP-PP-WHITE",
         *         "name": "Polypropylène blanc"
         *       },
         *       "finishing": {
         *         "id": 1,
         *         "uid": "FIN-NONE",
         *         "name": "Sans finition"
         *       },
         *       "category": {
         *         "id": 5,
         *         "name": "Étiquettes industrielles"
         *       }
         *     }
         */
        Scenario: {
            id: number;
            uid: string;
            name: string;
            displayName: string;
            status: boolean;
            minQuantity: number;
            maxQuantity: number;
            minHeight: number;
            maxHeight: number;
            minWidth: number;
            maxWidth: number;
            /** @default [] */
            papers: {
                id: number;
                uid: string;
                name: string;
            }[];
            /** @default [] */
            finishes: {
                id: number;
                uid: string;
                name: string;
            }[];
            /** @default [] */
            categories: {
                id: number;
                name: string;
            }[];
            /** @description the first of `papers` (the original name) */
            paper?: {
                id: number;
                uid: string;
                name: string;
            } | null;
            /** @description the first of `finishes` (the original name) */
            finishing?: {
                id: number;
                uid: string;
                name: string;
            } | null;
            /** @description the first of `categories` (the original name) */
            category?: {
                id: number;
                name: string;
            } | null;
        };
        /**
         * CmsEntry
         * @example {
         *       "id": 5,
         *       "cmsType": "tooltip",
         *       "targetType": "width",
         *       "name": "Largeur",
         *       "value": "La largeur d’une étiquette, en cm."
         *     }
         */
        CmsEntry: {
            id: number;
            /** @description the entry's type: tooltip */
            cmsType: string;
            /** @enum {string} */
            targetType: "mandrel" | "papers" | "finishing" | "rolls" | "width" | "height";
            name: string;
            value: string;
        };
        /**
         * EnvironmentConfig
         * @example {
         *       "id": 1,
         *       "ftpUrl": "ftp://ftp.labelprint.example/incoming",
         *       "ftpLogin": "labelprint",
         *       "ftpPassword": "a-secret",
         *       "thetisUrl": "https://thetis.labelprint.example/api",
         *       "trackingApiUrl": "https://tracking.example/api/v2",
         *       "trackingApiToken": "trk_0123456789"
         *     }
         */
        EnvironmentConfig: {
            id: number;
            ftpUrl: string;
            ftpLogin: string;
            /** @description null for a caller who may not see it ([access.md](../access.md)) */
            ftpPassword: string | null;
            thetisUrl: string;
            trackingApiUrl: string;
            /** @description null for a caller who may not see it ([access.md](../access.md)) */
            trackingApiToken: string | null;
        };
        /**
         * OrderRow
         * @example {
         *       "id": 1288,
         *       "internalReference": "CMD-26-001288",
         *       "user": {
         *         "id": 7,
         *         "company": "Imprimerie Dupont",
         *         "roles": [
         *           "ROLE_RESELLER"
         *         ]
         *       },
         *       "resellerId": 7,
         *       "scenario": {
         *         "id": 6,
         *         "name": "alimentaires Polypropylène transparent"
         *       },
         *       "total": 382.5,
         *       "resalePrice": 516.38,
         *       "quote": {
         *         "reference": "DEV-001288",
         *         "width": 9
         *       },
         *       "tracking": [],
         *       "status": {
         *         "id": 0,
         *         "name": "Pending",
         *         "ext_id": 0
         *       },
         *       "createdAt": "2026-10-31T15:56:46.210Z",
         *       "estimatedAt": "2026-11-11T15:56:46.210Z",
         *       "cancellationPending": false
         *     }
         */
        OrderRow: {
            id: number;
            internalReference: string;
            user: {
                id: number;
                /** @default null */
                company: string | null;
                /** @default [] */
                roles: string[];
            };
            /** @default null */
            resellerId: number | null;
            scenario: {
                id: number;
                name: string;
            };
            total: number;
            /** @default null */
            resalePrice: number | null;
            quote: {
                reference: string;
                width: number;
            };
            /** @default [] */
            tracking: {
                reference: string;
                carrier: string;
                /** @default  */
                method: string;
                /** @default null */
                weight: number | null;
                /** @default null */
                url: string | null;
            }[];
            status: components["schemas"]["OrderStatus"];
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            /** @default null */
            estimatedAt: string | null;
            /** @default false */
            cancellationPending: boolean;
        };
        /**
         * NonConformity
         * @example {
         *       "id": 30,
         *       "orderId": 655,
         *       "userId": 1,
         *       "resellerId": 38,
         *       "reseller": {
         *         "id": 38,
         *         "company": "Savonnerie Azur"
         *       },
         *       "order": {
         *         "id": 655
         *       },
         *       "reason": "file-not-conforming",
         *       "commentAdmin": "Le fond perdu de 2 mm manque.",
         *       "commentReseller": null,
         *       "responseReseller": null,
         *       "status": "waiting",
         *       "createdAt": "2026-02-06T02:53:30.012Z"
         *     }
         */
        NonConformity: {
            id: number;
            orderId: number;
            userId?: number;
            resellerId: number;
            reseller?: {
                id: number;
                /** @default null */
                company: string | null;
            };
            order?: {
                id: number;
            };
            /** @enum {string} */
            reason: "low-resolution" | "file-not-conforming";
            /** @default  */
            commentAdmin: string;
            /** @default null */
            commentReseller: string | null;
            /** @default null */
            responseReseller: ("print-anyway" | "send-new-file") | null;
            /** @enum {string} */
            status: "waiting" | "answered";
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
        };
        /**
         * NonConformityRow
         * @example {
         *       "id": 30,
         *       "orderId": 655,
         *       "userId": 1,
         *       "resellerId": 38,
         *       "reseller": {
         *         "id": 38,
         *         "company": "Savonnerie Azur"
         *       },
         *       "order": {
         *         "id": 655,
         *         "internalReference": "CMD-26-000655",
         *         "status": {
         *           "id": 99,
         *           "name": "Delivered",
         *           "ext_id": 99
         *         },
         *         "series": [
         *           {
         *             "id": 6550,
         *             "name": "Hiver 1",
         *             "quantity": 10000,
         *             "file": {
         *               "name": "serie-655-1.pdf",
         *               "url": "/admin/orders/655/files/series/6550"
         *             }
         *           }
         *         ]
         *       },
         *       "reason": "file-not-conforming",
         *       "commentAdmin": "Le fond perdu de 2 mm manque.",
         *       "commentReseller": "Fichier corrigé envoyé.",
         *       "responseReseller": "send-new-file",
         *       "status": "answered",
         *       "createdAt": "2026-02-06T02:53:30.012Z",
         *       "user": {
         *         "company": "Savonnerie Azur"
         *       },
         *       "replacedSeries": [
         *         6550
         *       ]
         *     }
         */
        NonConformityRow: {
            id: number;
            orderId: number;
            userId?: number;
            resellerId: number;
            reseller?: {
                id: number;
                /** @default null */
                company: string | null;
            };
            order: {
                id: number;
                /** @default  */
                internalReference: string;
                status: components["schemas"]["OrderStatus"];
                /** @default [] */
                series: components["schemas"]["Series"][];
            };
            /** @enum {string} */
            reason: "low-resolution" | "file-not-conforming";
            /** @default  */
            commentAdmin: string;
            /** @default null */
            commentReseller: string | null;
            /** @default null */
            responseReseller: ("print-anyway" | "send-new-file") | null;
            /** @enum {string} */
            status: "waiting" | "answered";
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            /** @default {
             *       "company": null
             *     } */
            user: {
                /** @default null */
                company: string | null;
            };
            /** @default [] */
            replacedSeries: number[];
        };
        /**
         * Series
         * @example {
         *       "id": 31280,
         *       "name": "Bio 1",
         *       "quantity": 5000,
         *       "file": {
         *         "name": "bio-1.pdf",
         *         "url": "/admin/quotes/3128/files/series/31280"
         *       }
         *     }
         */
        Series: {
            id: number;
            name: string;
            quantity: number;
            /** @default null */
            file: {
                name: string;
                url: string;
            } | null;
        };
        /**
         * QuoteRow
         * @example {
         *       "id": 3128,
         *       "status": "waiting_for_files",
         *       "reference": "DEV-003128",
         *       "internalReference": "Q-26-003128",
         *       "resellerId": 18,
         *       "user": {
         *         "company": "Label Factory"
         *       },
         *       "scenario": {
         *         "id": 5,
         *         "name": "alimentaires Polypropylène blanc"
         *       },
         *       "price": 111.33,
         *       "resalePrice": 128.26,
         *       "quantityPerSeries": 5000,
         *       "seriesCount": 1,
         *       "frontUser": {
         *         "id": 19,
         *         "firstname": "Lucía",
         *         "lastname": "Simon",
         *         "username": "lucia.simon.19@label-factory.example"
         *       },
         *       "createdAt": "2026-11-01T05:45:22.938Z",
         *       "orderId": null
         *     }
         */
        QuoteRow: {
            id: number;
            /** @enum {string} */
            status: "waiting_for_files" | "ready" | "validated" | "expired";
            reference: string;
            /** @default  */
            internalReference: string;
            resellerId: number | null;
            /** @default {
             *       "company": null
             *     } */
            user: {
                /** @default null */
                company: string | null;
            };
            scenario: {
                id?: number;
                name: string;
            };
            price: number;
            /** @default null */
            resalePrice: number | null;
            quantityPerSeries: number;
            /** @default 0 */
            seriesCount: number;
            /** @default null */
            frontUser: {
                id: number;
                /** @default  */
                firstname: string;
                /** @default  */
                lastname: string;
                username: string;
            } | null;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            /** @default null */
            orderId: number | null;
        };
        /**
         * Preferences
         * @example {
         *       "lists": {
         *         "orders": {
         *           "hidden": [
         *             "weight"
         *           ],
         *           "density": "compact",
         *           "pageSize": 50
         *         }
         *       }
         *     }
         */
        Preferences: {
            /** @description by list id: `orders`, `quotes`, `users`… */
            lists: {
                orders?: components["schemas"]["ListPreferences"];
                quotes?: components["schemas"]["ListPreferences"];
                "cancel-requests"?: components["schemas"]["ListPreferences"];
                "non-conformities"?: components["schemas"]["ListPreferences"];
                users?: components["schemas"]["ListPreferences"];
                resellers?: components["schemas"]["ListPreferences"];
                "margin-prices"?: components["schemas"]["ListPreferences"];
                audit?: components["schemas"]["ListPreferences"];
                mandrels?: components["schemas"]["ListPreferences"];
                poses?: components["schemas"]["ListPreferences"];
                categories?: components["schemas"]["ListPreferences"];
                categoryScenarios?: components["schemas"]["ListPreferences"];
                orientations?: components["schemas"]["ListPreferences"];
                papers?: components["schemas"]["ListPreferences"];
                finishes?: components["schemas"]["ListPreferences"];
                quantitiesPerRoll?: components["schemas"]["ListPreferences"];
                shapes?: components["schemas"]["ListPreferences"];
                dimensions?: components["schemas"]["ListPreferences"];
                scenarios?: components["schemas"]["ListPreferences"];
                tooltips?: components["schemas"]["ListPreferences"];
                configEnv?: components["schemas"]["ListPreferences"];
                mails?: components["schemas"]["ListPreferences"];
            };
        };
        /**
         * ListPreferences
         * @example {
         *       "order": [
         *         "reference",
         *         "status",
         *         "total"
         *       ],
         *       "hidden": [
         *         "weight"
         *       ],
         *       "density": "compact",
         *       "pageSize": 50
         *     }
         */
        ListPreferences: {
            order?: string[];
            hidden?: string[];
            /** @enum {string} */
            density?: "standard" | "compact";
            pageSize?: number;
        };
        /**
         * SavedView
         * @example {
         *       "id": 4,
         *       "name": "To ship this week",
         *       "list": "orders",
         *       "query": "status[]=2&start=2026-11-23",
         *       "createdAt": "2026-11-20T10:00:00.000Z",
         *       "updatedAt": "2026-11-23T08:30:00.000Z"
         *     }
         */
        SavedView: {
            id: number;
            name: string;
            /** @enum {string} */
            list: "orders" | "quotes" | "cancel-requests" | "non-conformities" | "users" | "resellers" | "margin-prices" | "audit" | "mandrels" | "poses" | "categories" | "categoryScenarios" | "orientations" | "papers" | "finishes" | "quantitiesPerRoll" | "shapes" | "dimensions" | "scenarios" | "tooltips" | "configEnv" | "mails";
            query: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            updatedAt: string;
        };
        /**
         * NotificationPage
         * @example {
         *       "list": [
         *         {
         *           "id": 31,
         *           "kind": "order-shipped",
         *           "createdAt": "2026-11-02T09:12:00.000Z",
         *           "readAt": null,
         *           "entity": "order",
         *           "entityId": 1288,
         *           "orderId": 1288,
         *           "reference": "CMD-26-001288",
         *           "company": "Imprimerie Dupont",
         *           "decision": null,
         *           "actor": {
         *             "id": null,
         *             "username": "",
         *             "role": "ROLE_ADMIN"
         *           }
         *         }
         *       ],
         *       "total": 12,
         *       "totalRequest": 12,
         *       "unread": 3
         *     }
         */
        NotificationPage: {
            list: components["schemas"]["Notification"][];
            total: number;
            totalRequest?: number;
            unread: number;
        };
        /**
         * MailRow
         * @example {
         *       "id": 4,
         *       "type": "order_shipped",
         *       "to": "reseller@demo.local",
         *       "recipientId": 7,
         *       "language": "fr",
         *       "subject": "Votre commande n° 1288 a été expédiée",
         *       "createdAt": "2026-11-02T09:12:00.000Z",
         *       "entity": "order",
         *       "entityId": 1288,
         *       "delivery": "outbox",
         *       "deliveryError": null
         *     }
         */
        MailRow: {
            id: number;
            /** @enum {string} */
            type: "password_reset" | "order_confirmation" | "order_shipped" | "order_not_conformity" | "quote_validated" | "cancel_request_answered" | "cancel_answer_withdrawn" | "order_cancelled";
            to: string;
            /** @default null */
            recipientId: number | null;
            /** @enum {string} */
            language: "fr" | "en" | "es";
            subject: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            entity: ("order" | "quote" | "cancel-request" | "non-conformity" | "user") | null;
            /** @default null */
            entityId: number | null;
            /** @enum {string} */
            delivery: "outbox" | "sending" | "sent" | "failed";
            /** @default null */
            deliveryError: string | null;
        };
        /**
         * CategoryScenario
         * @example {
         *       "id": 14,
         *       "category": {
         *         "id": 2,
         *         "name": "Étiquettes vin"
         *       },
         *       "scenario": {
         *         "id": 1,
         *         "uid": "SC-001-VELIN",
         *         "name": "vin Vélin blanc"
         *       },
         *       "delay": 5
         *     }
         */
        CategoryScenario: {
            id: number;
            category: {
                id: number;
                name: string;
            };
            scenario: {
                id: number;
                uid: string;
                name: string;
            };
            /** @description days */
            delay: number;
        };
        /**
         * ScenarioSyncAnswer
         * @example {
         *       "message": "success",
         *       "updated": 1
         *     }
         */
        ScenarioSyncAnswer: {
            message: string;
            /** @default 0 */
            updated: number;
        };
        /**
         * ScenarioRef
         * @example {
         *       "id": 6,
         *       "name": "alimentaires Polypropylène transparent"
         *     }
         */
        ScenarioRef: {
            id: number;
            name: string;
        };
        /**
         * DashboardPeriod
         * @example {
         *       "startDate": "2026-01-01",
         *       "endDate": "2026-12-31",
         *       "timeZone": "Europe/Paris"
         *     }
         */
        DashboardPeriod: {
            /** @description first day of the period, YYYY-MM-DD (counted from its start in `timeZone`), or an ISO 8601 instant */
            startDate: string;
            /** @description last day of the period, YYYY-MM-DD (counted whole, up to the next day’s start in `timeZone`), or an ISO 8601 instant (included) */
            endDate: string;
            /**
             * @description IANA time zone the days, months and plain-day bounds are counted in, default Europe/Paris (an addition to the original call list)
             * @default Europe/Paris
             */
            timeZone: string;
            _resellerId?: number | null;
        };
        /**
         * DashboardCounters
         * @example {
         *       "orders": {
         *         "value": 476,
         *         "previous": 478
         *       },
         *       "turnover": {
         *         "value": 153012.28,
         *         "previous": 138359.85
         *       },
         *       "averageOrderValue": {
         *         "value": 321.45,
         *         "previous": 289.46
         *       },
         *       "quotes": {
         *         "value": 53,
         *         "previous": 45
         *       },
         *       "quoteConversionRate": {
         *         "value": 0.7547169811320755,
         *         "previous": 0.6888888888888889
         *       },
         *       "openCancellationRequests": {
         *         "value": 0,
         *         "previous": 0
         *       },
         *       "openNonConformities": {
         *         "value": 0,
         *         "previous": 0
         *       },
         *       "resaleMargin": null
         *     }
         */
        DashboardCounters: {
            orders: components["schemas"]["Counter"];
            turnover: components["schemas"]["Counter"];
            averageOrderValue: components["schemas"]["Counter"];
            quotes: components["schemas"]["Counter"];
            quoteConversionRate: components["schemas"]["Counter"];
            openCancellationRequests: components["schemas"]["Counter"];
            openNonConformities: components["schemas"]["Counter"];
            /**
             * @description resale price minus total; null unless the figures are one reseller’s
             * @default null
             */
            resaleMargin: components["schemas"]["Counter"] | null;
        };
        /**
         * Counter
         * @example {
         *       "value": 476,
         *       "previous": 478
         *     }
         */
        Counter: {
            value: number;
            previous: number;
        };
        /**
         * DashboardCharts
         * @example {
         *       "months": [
         *         {
         *           "month": "2026-10",
         *           "ordersByStatus": {
         *             "1": 12,
         *             "2": 8,
         *             "3": 20,
         *             "99": 31
         *           },
         *           "turnover": 23456.7
         *         }
         *       ],
         *       "topScenarios": [
         *         {
         *           "scenarioId": 6,
         *           "name": "alimentaires Polypropylène transparent",
         *           "orders": 48,
         *           "turnover": 15320.5
         *         }
         *       ]
         *     }
         */
        DashboardCharts: {
            months: components["schemas"]["MonthFigures"][];
            /** @description at most ten scenarios, most orders first (then turnover, then id) */
            topScenarios: components["schemas"]["ScenarioFigures"][];
        };
        /**
         * MonthFigures
         * @example {
         *       "month": "2026-10",
         *       "ordersByStatus": {
         *         "1": 12,
         *         "2": 8,
         *         "3": 20,
         *         "99": 31
         *       },
         *       "turnover": 23456.7
         *     }
         */
        MonthFigures: {
            /** @description the month, YYYY-MM */
            month: string;
            /** @description orders created that month, by status id (the keys); a status without orders is left out */
            ordersByStatus: {
                [key: string]: number;
            };
            turnover: number;
        };
        /**
         * ScenarioFigures
         * @example {
         *       "scenarioId": 6,
         *       "name": "alimentaires Polypropylène transparent",
         *       "orders": 48,
         *       "turnover": 15320.5
         *     }
         */
        ScenarioFigures: {
            scenarioId: number;
            name: string;
            orders: number;
            turnover: number;
        };
        /**
         * CumulatedTurnoverPoint
         * @example {
         *       "day": 0,
         *       "date": "2026-01-01",
         *       "current": 1250.4,
         *       "previousYear": 980
         *     }
         */
        CumulatedTurnoverPoint: {
            /** @description the day’s index from the period’s start, 0-based */
            day: number;
            /**
             * @description a day, YYYY-MM-DD
             * @example 2026-11-23
             */
            date: string;
            current: number;
            previousYear: number;
        };
        /**
         * Order
         * @example {
         *       "id": 1288,
         *       "internalReference": "CMD-26-001288",
         *       "user": {
         *         "id": 7,
         *         "company": "Imprimerie Dupont",
         *         "username": "reseller@demo.local",
         *         "roles": [
         *           "ROLE_RESELLER"
         *         ]
         *       },
         *       "resellerId": 7,
         *       "scenario": {
         *         "id": 6,
         *         "name": "alimentaires Polypropylène transparent",
         *         "categoriesScenarios": [
         *           {
         *             "delay": 3,
         *             "category": {
         *               "id": 2,
         *               "name": "Étiquettes alimentaires",
         *               "pose": {
         *                 "shortCode": "AUTO"
         *               }
         *             }
         *           }
         *         ]
         *       },
         *       "total": 382.5,
         *       "resalePrice": 516.38,
         *       "quote": {
         *         "id": 1288,
         *         "reference": "DEV-001288",
         *         "price": 425,
         *         "weight": 8.06,
         *         "width": 9,
         *         "height": 23,
         *         "diameter": 25,
         *         "application": "AUTO",
         *         "coreSize": 76,
         *         "quantityPerRoll": 500,
         *         "quantityPerSeries": 5000,
         *         "shape": {
         *           "name": "Carré"
         *         },
         *         "series": [
         *           {
         *             "id": 12880,
         *             "name": "Hiver 1",
         *             "quantity": 5000,
         *             "file": "/admin/orders/1288/files/series/12880",
         *             "fileName": "serie-1288-1.pdf"
         *           },
         *           {
         *             "id": 12881,
         *             "name": "Classique 2",
         *             "quantity": 5000,
         *             "file": "/admin/orders/1288/files/series/12881",
         *             "fileName": "serie-1288-2.pdf"
         *           }
         *         ]
         *       },
         *       "tracking": [],
         *       "status": {
         *         "id": 0,
         *         "name": "Pending",
         *         "ext_id": 0
         *       },
         *       "createdAt": "2026-10-31T15:56:46.210Z",
         *       "estimatedAt": "2026-11-11T15:56:46.210Z",
         *       "cancellationPending": false,
         *       "weight": 8.06,
         *       "frontUser": null,
         *       "customer": {
         *         "name": "Mercier",
         *         "firstname": "Marc",
         *         "mail": "contact1288@client.example",
         *         "phone": null
         *       },
         *       "address": {
         *         "address": "24 place du Marché",
         *         "address2": null,
         *         "address3": null,
         *         "postalCode": "74000",
         *         "city": "Annecy",
         *         "country": "FR"
         *       },
         *       "shippingLabelle": null,
         *       "pdfManufacturingUrl": null,
         *       "deliveryNoteUrl": null,
         *       "deliveryNoteName": null
         *     }
         */
        Order: {
            id: number;
            internalReference: string;
            user: {
                id: number;
                /** @default null */
                company: string | null;
                /** @default  */
                username: string;
                /** @default [] */
                roles: string[];
            };
            /** @default null */
            resellerId: number | null;
            scenario: {
                id: number;
                name: string;
                /** @default [] */
                categoriesScenarios: {
                    delay: number;
                    category: {
                        id: number;
                        /** @default  */
                        name: string;
                        /** @default null */
                        pose: {
                            shortCode: string;
                        } | null;
                    };
                }[];
            };
            total: number;
            /** @default null */
            resalePrice: number | null;
            quote: {
                id: number;
                reference: string;
                price: number;
                weight: number;
                width: number;
                height: number;
                diameter: number;
                application: string;
                coreSize: number;
                quantityPerRoll: number;
                quantityPerSeries: number;
                /** @default null */
                shape: {
                    name: string;
                } | null;
                /** @default [] */
                series: {
                    id: number;
                    name: string;
                    quantity: number;
                    /** @default null */
                    file: string | null;
                    /** @default null */
                    fileName: string | null;
                }[];
            };
            /** @default [] */
            tracking: {
                reference: string;
                carrier: string;
                /** @default  */
                method: string;
                /** @default null */
                weight: number | null;
                /** @default null */
                url: string | null;
            }[];
            status: components["schemas"]["OrderStatus"];
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            /** @default null */
            estimatedAt: string | null;
            /** @default false */
            cancellationPending: boolean;
            weight: number;
            /** @default null */
            frontUser: {
                id: number;
                /** @default null */
                company: string | null;
                username: string;
                /** @default  */
                lastname: string;
                /** @default  */
                firstname: string;
                /** @default null */
                parent: number | null;
            } | null;
            customer: {
                /** @default null */
                name: string | null;
                /** @default null */
                firstname: string | null;
                /** @default null */
                mail: string | null;
                /** @default null */
                phone: string | null;
            };
            address: {
                /** @default null */
                address: string | null;
                /** @default null */
                address2: string | null;
                /** @default null */
                address3: string | null;
                /** @default null */
                postalCode: string | null;
                /** @default null */
                city: string | null;
                /** @default null */
                country: string | null;
            };
            /** @default null */
            shippingLabelle: string | null;
            pdfManufacturingUrl?: string | null;
            /** @default null */
            deliveryNoteUrl: string | null;
            /** @default null */
            deliveryNoteName: string | null;
        };
        /**
         * ConnectAs
         * @example {
         *       "userConnectAsToken": "9b2e41c7d8a05f3e6c1b7a94d2f08e5c6b3a1d7f9e2c4b8a",
         *       "adminUser": {
         *         "id": 1,
         *         "username": "admin@demo.local",
         *         "roles": [
         *           "ROLE_ADMIN"
         *         ],
         *         "firstname": "Alice",
         *         "lastname": "Martin",
         *         "company": null,
         *         "lastConnection": "2026-11-23T08:12:00.000Z",
         *         "isActive": true,
         *         "parent": null,
         *         "api_token": "5e8f0c2a9d7b4e1f3a6c8b0d2e4f6a8c1b3d5e7f9a2c4e6b"
         *       }
         *     }
         */
        ConnectAs: {
            /** @description a session token of the reseller */
            userConnectAsToken: string;
            adminUser: {
                id: number;
                username: string;
                roles: string[];
                /** @default  */
                firstname: string | null;
                /** @default  */
                lastname: string | null;
                /** @default null */
                company: string | null;
                /** @default null */
                lastConnection: string | null;
                /** @default true */
                isActive: boolean;
                /** @default null */
                parent: number | null;
                /** @default [] */
                rights: string[];
                /** @default null */
                api_token: string | null;
            };
        };
        /**
         * Quote
         * @example {
         *       "id": 3128,
         *       "status": "waiting_for_files",
         *       "reference": "DEV-003128",
         *       "internalReference": "Q-26-003128",
         *       "resellerId": 18,
         *       "user": {
         *         "company": "Label Factory"
         *       },
         *       "scenario": {
         *         "id": 5,
         *         "name": "alimentaires Polypropylène blanc"
         *       },
         *       "price": 111.33,
         *       "resalePrice": 128.26,
         *       "quantityPerSeries": 5000,
         *       "seriesCount": 1,
         *       "frontUser": {
         *         "id": 19,
         *         "firstname": "Lucía",
         *         "lastname": "Simon",
         *         "username": "lucia.simon.19@label-factory.example"
         *       },
         *       "createdAt": "2026-11-01T05:45:22.938Z",
         *       "orderId": null,
         *       "weight": 0.83,
         *       "width": 3,
         *       "height": 14,
         *       "diameter": 30,
         *       "application": "AUTO",
         *       "coreSize": 76,
         *       "quantityPerRoll": 2000,
         *       "shape": {
         *         "name": "Carré"
         *       },
         *       "series": [
         *         {
         *           "id": 31280,
         *           "name": "Bio 1",
         *           "quantity": 5000,
         *           "file": null
         *         }
         *       ]
         *     }
         */
        Quote: {
            id: number;
            /** @enum {string} */
            status: "waiting_for_files" | "ready" | "validated" | "expired";
            reference: string;
            /** @default  */
            internalReference: string;
            resellerId: number | null;
            /** @default {
             *       "company": null
             *     } */
            user: {
                /** @default null */
                company: string | null;
            };
            scenario: {
                id?: number;
                name: string;
            };
            price: number;
            /** @default null */
            resalePrice: number | null;
            quantityPerSeries: number;
            /** @default 0 */
            seriesCount: number;
            /** @default null */
            frontUser: {
                id: number;
                /** @default  */
                firstname: string;
                /** @default  */
                lastname: string;
                username: string;
            } | null;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            /** @default null */
            orderId: number | null;
            weight: number;
            width: number;
            height: number;
            diameter: number;
            application: string;
            coreSize: number;
            quantityPerRoll: number;
            /** @default null */
            shape: {
                name: string;
            } | null;
            /** @default [] */
            series: components["schemas"]["Series"][];
        };
        /**
         * Mail
         * @example {
         *       "id": 4,
         *       "type": "order_shipped",
         *       "to": "reseller@demo.local",
         *       "recipientId": 7,
         *       "language": "fr",
         *       "subject": "Votre commande n° 1288 a été expédiée",
         *       "createdAt": "2026-11-02T09:12:00.000Z",
         *       "entity": "order",
         *       "entityId": 1288,
         *       "delivery": "outbox",
         *       "deliveryError": null,
         *       "text": "Bonjour Jean Dupont,\n\nVotre commande n° 1288 a quitté notre atelier.\n\nCommande : n° 1288\nRéférence interne : CMD-26-001288\n\nVoir la commande : http://127.0.0.1:5173/order/show/1288\n\n--\nVous recevez ce message parce que « Commande expédiée » est coché dans les notifications par e-mail de votre profil.\nL’équipe Label Print\n",
         *       "html": "<!DOCTYPE html>\n<html lang=\"fr\">\n…\n</html>"
         *     }
         */
        Mail: {
            id: number;
            /** @enum {string} */
            type: "password_reset" | "order_confirmation" | "order_shipped" | "order_not_conformity" | "quote_validated" | "cancel_request_answered" | "cancel_answer_withdrawn" | "order_cancelled";
            to: string;
            /** @default null */
            recipientId: number | null;
            /** @enum {string} */
            language: "fr" | "en" | "es";
            subject: string;
            /**
             * @description ISO 8601 date and time
             * @example 2026-11-23T08:12:00.000Z
             */
            createdAt: string;
            entity: ("order" | "quote" | "cancel-request" | "non-conformity" | "user") | null;
            /** @default null */
            entityId: number | null;
            /** @enum {string} */
            delivery: "outbox" | "sending" | "sent" | "failed";
            /** @default null */
            deliveryError: string | null;
            text: string;
            html: string;
        };
    };
    responses: {
        /** @description Refused: a malformed body, a field or a parameter that breaks a rule, or a refused transition */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "Invalid data.",
                 *       "errors": [
                 *         {
                 *           "field": "username",
                 *           "message": "This field is required."
                 *         }
                 *       ]
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No token, or an unknown, expired or revoked one */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "Session expired."
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller’s role may not make this call */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "Access denied."
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record, or not one the caller may see */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "Not found."
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The record changed since it was read */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "This record changed since you opened it."
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is over the call’s limit (1 MB of JSON, 20 MB of form), or a file over its own */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "The file is over 20 MB.",
                 *       "errors": [
                 *         {
                 *           "field": "file",
                 *           "message": "The file is over 20 MB."
                 *         }
                 *       ]
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts: wait for the time in Retry-After */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "Too many attempts: try again in 30 seconds."
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A system behind the API (the production FTP) failed; the message says how */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "message": "No FTP URL in the environment configuration."
                 *     } */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAudit: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default at (desc) */
                _index?: "at" | "entity" | "action" | "actor";
                /** @description the entries of one kind of record */
                _entity?: "order" | "quote" | "cancel-request" | "non-conformity" | "user" | "reseller" | "margin-grid" | "country" | "poses" | "mandrels" | "orientations" | "papers" | "finishes" | "quantitiesPerRoll" | "shapes" | "categories" | "categoryScenarios" | "dimensions" | "scenarios" | "tooltips" | "configEnv" | "view" | "preferences" | "mail";
                /** @description the entries of one record (with `_entity`) */
                _entityId?: number;
                /** @description the entries written by one account */
                _actorId?: number;
                /** @description one action */
                _action?: "create" | "update" | "delete" | "status" | "delivery-note" | "series-file" | "validate" | "cancel-ask" | "cancel-approve" | "cancel-refuse" | "cancel-treatment-cancelled" | "non-conformity-flag" | "non-conformity-answer" | "files-resync" | "import" | "sync" | "login" | "login-failed" | "logout" | "session-end" | "connect-as" | "password-reset" | "read";
                /** @description written on or after: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _start_date?: string;
                /** @description written on or before: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _end_date?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 14873,
                     *           "at": "2026-11-23T09:41:07.000Z",
                     *           "actor": {
                     *             "id": 1,
                     *             "username": "admin@demo.local",
                     *             "role": "ROLE_ADMIN"
                     *           },
                     *           "actingAs": null,
                     *           "action": "status",
                     *           "entity": "order",
                     *           "entityId": 1288,
                     *           "orderId": 1288,
                     *           "changes": [
                     *             {
                     *               "field": "status",
                     *               "from": 0,
                     *               "to": 1
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["AuditEntry"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportAudit: {
        parameters: {
            query?: {
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default at (desc) */
                _index?: "at" | "entity" | "action" | "actor";
                /** @description the entries of one kind of record */
                _entity?: "order" | "quote" | "cancel-request" | "non-conformity" | "user" | "reseller" | "margin-grid" | "country" | "poses" | "mandrels" | "orientations" | "papers" | "finishes" | "quantitiesPerRoll" | "shapes" | "categories" | "categoryScenarios" | "dimensions" | "scenarios" | "tooltips" | "configEnv" | "view" | "preferences" | "mail";
                /** @description the entries of one record (with `_entity`) */
                _entityId?: number;
                /** @description the entries written by one account */
                _actorId?: number;
                /** @description one action */
                _action?: "create" | "update" | "delete" | "status" | "delivery-note" | "series-file" | "validate" | "cancel-ask" | "cancel-approve" | "cancel-refuse" | "cancel-treatment-cancelled" | "non-conformity-flag" | "non-conformity-answer" | "files-resync" | "import" | "sync" | "login" | "login-failed" | "logout" | "session-end" | "connect-as" | "password-reset" | "read";
                /** @description written on or after: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _start_date?: string;
                /** @description written on or before: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _end_date?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "type": "csv",
                 *       "propertiesToExport": [
                 *         "at",
                 *         "actor",
                 *         "action"
                 *       ]
                 *     } */
                "application/json": {
                    /** @enum {string} */
                    type: "csv" | "xlsx";
                    propertiesToExport: ("id" | "at" | "actor" | "actingAs" | "action" | "entity" | "entityId" | "changes")[];
                    /**
                     * @description IANA time zone the file’s dates and times are shown in (the caller’s), default Europe/Paris (an addition to the original call list)
                     * @default Europe/Paris
                     */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSessionUser: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "token": "3f9c0a…"
                 *     } */
                "application/json": {
                    /** @description the token whose user is asked for */
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 67,
                     *       "username": "lea.lefebvre.67@domaine-roche.example",
                     *       "roles": [
                     *         "ROLE_RESELLER_FRONT"
                     *       ],
                     *       "firstname": "Léa",
                     *       "lastname": "Lefebvre",
                     *       "company": "Domaine Roche",
                     *       "lastConnection": "2026-09-23T09:00:00.000Z",
                     *       "isActive": true,
                     *       "parent": 64
                     *     } */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "name" | "pose" | "qtyModelMax";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 5,
                     *           "name": "Étiquettes industrielles",
                     *           "pose": {
                     *             "id": 2,
                     *             "name": "Pose automatique",
                     *             "shortCode": "AUTO"
                     *           },
                     *           "provideNumberPerRolls": [
                     *             {
                     *               "id": 3,
                     *               "name": "1000"
                     *             },
                     *             {
                     *               "id": 4,
                     *               "name": "2000"
                     *             }
                     *           ],
                     *           "mandrels": [
                     *             {
                     *               "id": 2,
                     *               "number": 76
                     *             }
                     *           ],
                     *           "orientations": [
                     *             {
                     *               "id": 1,
                     *               "number": 1
                     *             },
                     *             {
                     *               "id": 2,
                     *               "number": 2
                     *             },
                     *             {
                     *               "id": 3,
                     *               "number": 3
                     *             },
                     *             {
                     *               "id": 4,
                     *               "number": 4
                     *             }
                     *           ],
                     *           "papers": [
                     *             {
                     *               "id": 4,
                     *               "uid": "PAP-PP-WHITE",
                     *               "name": "Polypropylène blanc"
                     *             }
                     *           ],
                     *           "qtyModelMax": 5
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Category"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCategory: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "Étiquettes miel",
                 *       "pose": 2,
                 *       "provideNumberPerRolls": [
                 *         2
                 *       ],
                 *       "mandrels": [
                 *         1,
                 *         2
                 *       ],
                 *       "orientations": [
                 *         3
                 *       ],
                 *       "papers": [
                 *         1
                 *       ],
                 *       "qtyModelMax": 8
                 *     } */
                "application/json": {
                    name: string;
                    /** @description id of the pose: the id, or an object with that `id` (as answers show it) */
                    pose: number | {
                        id: number;
                    };
                    /** @description ids of the quantities per roll */
                    provideNumberPerRolls: (number | {
                        id: number;
                    })[];
                    /** @description ids of the mandrels */
                    mandrels: (number | {
                        id: number;
                    })[];
                    /** @description ids of the orientations */
                    orientations: (number | {
                        id: number;
                    })[];
                    /** @description ids of the papers */
                    papers: (number | {
                        id: number;
                    })[];
                    qtyModelMax: number;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 5,
                     *       "name": "Étiquettes industrielles",
                     *       "pose": {
                     *         "id": 2,
                     *         "name": "Pose automatique",
                     *         "shortCode": "AUTO"
                     *       },
                     *       "provideNumberPerRolls": [
                     *         {
                     *           "id": 3,
                     *           "name": "1000"
                     *         },
                     *         {
                     *           "id": 4,
                     *           "name": "2000"
                     *         }
                     *       ],
                     *       "mandrels": [
                     *         {
                     *           "id": 2,
                     *           "number": 76
                     *         }
                     *       ],
                     *       "orientations": [
                     *         {
                     *           "id": 1,
                     *           "number": 1
                     *         },
                     *         {
                     *           "id": 2,
                     *           "number": 2
                     *         },
                     *         {
                     *           "id": 3,
                     *           "number": 3
                     *         },
                     *         {
                     *           "id": 4,
                     *           "number": 4
                     *         }
                     *       ],
                     *       "papers": [
                     *         {
                     *           "id": 4,
                     *           "uid": "PAP-PP-WHITE",
                     *           "name": "Polypropylène blanc"
                     *         }
                     *       ],
                     *       "qtyModelMax": 5
                     *     } */
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCategory: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 5,
                     *       "name": "Étiquettes industrielles",
                     *       "pose": {
                     *         "id": 2,
                     *         "name": "Pose automatique",
                     *         "shortCode": "AUTO"
                     *       },
                     *       "provideNumberPerRolls": [
                     *         {
                     *           "id": 3,
                     *           "name": "1000"
                     *         },
                     *         {
                     *           "id": 4,
                     *           "name": "2000"
                     *         }
                     *       ],
                     *       "mandrels": [
                     *         {
                     *           "id": 2,
                     *           "number": 76
                     *         }
                     *       ],
                     *       "orientations": [
                     *         {
                     *           "id": 1,
                     *           "number": 1
                     *         },
                     *         {
                     *           "id": 2,
                     *           "number": 2
                     *         },
                     *         {
                     *           "id": 3,
                     *           "number": 3
                     *         },
                     *         {
                     *           "id": 4,
                     *           "number": 4
                     *         }
                     *       ],
                     *       "papers": [
                     *         {
                     *           "id": 4,
                     *           "uid": "PAP-PP-WHITE",
                     *           "name": "Polypropylène blanc"
                     *         }
                     *       ],
                     *       "qtyModelMax": 5
                     *     } */
                    "application/json": components["schemas"]["Category"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCategory: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "Étiquettes miel",
                 *       "pose": 2,
                 *       "provideNumberPerRolls": [
                 *         2
                 *       ],
                 *       "mandrels": [
                 *         1,
                 *         2
                 *       ],
                 *       "orientations": [
                 *         3
                 *       ],
                 *       "papers": [
                 *         1
                 *       ],
                 *       "qtyModelMax": 8
                 *     } */
                "application/json": {
                    name: string;
                    /** @description id of the pose: the id, or an object with that `id` (as answers show it) */
                    pose: number | {
                        id: number;
                    };
                    /** @description ids of the quantities per roll */
                    provideNumberPerRolls: (number | {
                        id: number;
                    })[];
                    /** @description ids of the mandrels */
                    mandrels: (number | {
                        id: number;
                    })[];
                    /** @description ids of the orientations */
                    orientations: (number | {
                        id: number;
                    })[];
                    /** @description ids of the papers */
                    papers: (number | {
                        id: number;
                    })[];
                    qtyModelMax: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 5,
                     *       "name": "Étiquettes industrielles",
                     *       "pose": {
                     *         "id": 2,
                     *         "name": "Pose automatique",
                     *         "shortCode": "AUTO"
                     *       },
                     *       "provideNumberPerRolls": [
                     *         {
                     *           "id": 3,
                     *           "name": "1000"
                     *         },
                     *         {
                     *           "id": 4,
                     *           "name": "2000"
                     *         }
                     *       ],
                     *       "mandrels": [
                     *         {
                     *           "id": 2,
                     *           "number": 76
                     *         }
                     *       ],
                     *       "orientations": [
                     *         {
                     *           "id": 1,
                     *           "number": 1
                     *         },
                     *         {
                     *           "id": 2,
                     *           "number": 2
                     *         },
                     *         {
                     *           "id": 3,
                     *           "number": 3
                     *         },
                     *         {
                     *           "id": 4,
                     *           "number": 4
                     *         }
                     *       ],
                     *       "papers": [
                     *         {
                     *           "id": 4,
                     *           "uid": "PAP-PP-WHITE",
                     *           "name": "Polypropylène blanc"
                     *         }
                     *       ],
                     *       "qtyModelMax": 5
                     *     } */
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listPoses: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (asc) */
                _index?: "id" | "name" | "shortCode";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 2,
                     *           "name": "Pose automatique",
                     *           "shortCode": "AUTO"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Pose"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCategoryScenarios: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "category" | "scenario" | "delay";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 14,
                     *           "category": {
                     *             "id": 2,
                     *             "name": "Étiquettes vin"
                     *           },
                     *           "scenario": {
                     *             "id": 1,
                     *             "uid": "SC-001-VELIN",
                     *             "name": "vin Vélin blanc"
                     *           },
                     *           "delay": 5
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["CategoryScenario"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCategoryScenario: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "category": 1,
                 *       "scenario": 4,
                 *       "delay": 5
                 *     } */
                "application/json": {
                    /** @description id of the category: the id, or an object with that `id` (as answers show it) */
                    category: number | {
                        id: number;
                    };
                    /** @description id of the scenario: the id, or an object with that `id` (as answers show it) */
                    scenario: number | {
                        id: number;
                    };
                    /** @description days */
                    delay: number;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 14,
                     *       "category": {
                     *         "id": 2,
                     *         "name": "Étiquettes vin"
                     *       },
                     *       "scenario": {
                     *         "id": 1,
                     *         "uid": "SC-001-VELIN",
                     *         "name": "vin Vélin blanc"
                     *       },
                     *       "delay": 5
                     *     } */
                    "application/json": components["schemas"]["CategoryScenario"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCategoryScenario: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 14,
                     *       "category": {
                     *         "id": 2,
                     *         "name": "Étiquettes vin"
                     *       },
                     *       "scenario": {
                     *         "id": 1,
                     *         "uid": "SC-001-VELIN",
                     *         "name": "vin Vélin blanc"
                     *       },
                     *       "delay": 5
                     *     } */
                    "application/json": components["schemas"]["CategoryScenario"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCategoryScenario: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "category": 1,
                 *       "scenario": 4,
                 *       "delay": 5
                 *     } */
                "application/json": {
                    /** @description id of the category: the id, or an object with that `id` (as answers show it) */
                    category: number | {
                        id: number;
                    };
                    /** @description id of the scenario: the id, or an object with that `id` (as answers show it) */
                    scenario: number | {
                        id: number;
                    };
                    /** @description days */
                    delay: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 14,
                     *       "category": {
                     *         "id": 2,
                     *         "name": "Étiquettes vin"
                     *       },
                     *       "scenario": {
                     *         "id": 1,
                     *         "uid": "SC-001-VELIN",
                     *         "name": "vin Vélin blanc"
                     *       },
                     *       "delay": 5
                     *     } */
                    "application/json": components["schemas"]["CategoryScenario"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteCategoryScenario: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCmsEntries: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (asc) */
                _index?: "id" | "targetType" | "name";
                /** @description the entries of one type (tooltip) */
                _type?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 5,
                     *           "cmsType": "tooltip",
                     *           "targetType": "width",
                     *           "name": "Largeur",
                     *           "value": "La largeur d’une étiquette, en cm."
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["CmsEntry"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCmsEntry: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "cmsType": "tooltip",
                 *       "targetType": "width",
                 *       "name": "Largeur",
                 *       "value": "La largeur d’une étiquette, en cm."
                 *     } */
                "application/json": {
                    /** @enum {string} */
                    targetType: "mandrel" | "papers" | "finishing" | "rolls" | "width" | "height";
                    name: string;
                    value: string;
                    /**
                     * @default tooltip
                     * @constant
                     */
                    cmsType?: "tooltip";
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 5,
                     *       "cmsType": "tooltip",
                     *       "targetType": "width",
                     *       "name": "Largeur",
                     *       "value": "La largeur d’une étiquette, en cm."
                     *     } */
                    "application/json": components["schemas"]["CmsEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCmsEntry: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 5,
                     *       "cmsType": "tooltip",
                     *       "targetType": "width",
                     *       "name": "Largeur",
                     *       "value": "La largeur d’une étiquette, en cm."
                     *     } */
                    "application/json": components["schemas"]["CmsEntry"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCmsEntry: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "cmsType": "tooltip",
                 *       "targetType": "width",
                 *       "name": "Largeur",
                 *       "value": "La largeur d’une étiquette, en cm."
                 *     } */
                "application/json": {
                    /** @enum {string} */
                    targetType: "mandrel" | "papers" | "finishing" | "rolls" | "width" | "height";
                    name: string;
                    value: string;
                    /**
                     * @default tooltip
                     * @constant
                     */
                    cmsType?: "tooltip";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 5,
                     *       "cmsType": "tooltip",
                     *       "targetType": "width",
                     *       "name": "Largeur",
                     *       "value": "La largeur d’une étiquette, en cm."
                     *     } */
                    "application/json": components["schemas"]["CmsEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteCmsEntry: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listEnvironmentConfigs: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (asc) */
                _index?: "id";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 1,
                     *           "ftpUrl": "ftp://ftp.labelprint.example/incoming",
                     *           "ftpLogin": "labelprint",
                     *           "ftpPassword": "a-secret",
                     *           "thetisUrl": "https://thetis.labelprint.example/api",
                     *           "trackingApiUrl": "https://tracking.example/api/v2",
                     *           "trackingApiToken": "trk_0123456789"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["EnvironmentConfig"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createEnvironmentConfig: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "ftpUrl": "ftp://ftp.labelprint.example/incoming",
                 *       "ftpLogin": "labelprint",
                 *       "ftpPassword": "a-secret",
                 *       "thetisUrl": "https://thetis.labelprint.example/api",
                 *       "trackingApiUrl": "https://tracking.example/api/v2",
                 *       "trackingApiToken": "trk_0123456789"
                 *     } */
                "application/json": {
                    ftpUrl: string;
                    ftpLogin: string;
                    ftpPassword: string;
                    thetisUrl: string;
                    trackingApiUrl: string;
                    trackingApiToken: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1,
                     *       "ftpUrl": "ftp://ftp.labelprint.example/incoming",
                     *       "ftpLogin": "labelprint",
                     *       "ftpPassword": "a-secret",
                     *       "thetisUrl": "https://thetis.labelprint.example/api",
                     *       "trackingApiUrl": "https://tracking.example/api/v2",
                     *       "trackingApiToken": "trk_0123456789"
                     *     } */
                    "application/json": components["schemas"]["EnvironmentConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getEnvironmentConfig: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1,
                     *       "ftpUrl": "ftp://ftp.labelprint.example/incoming",
                     *       "ftpLogin": "labelprint",
                     *       "ftpPassword": "a-secret",
                     *       "thetisUrl": "https://thetis.labelprint.example/api",
                     *       "trackingApiUrl": "https://tracking.example/api/v2",
                     *       "trackingApiToken": "trk_0123456789"
                     *     } */
                    "application/json": components["schemas"]["EnvironmentConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEnvironmentConfig: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "ftpUrl": "ftp://ftp.labelprint.example/incoming",
                 *       "ftpLogin": "labelprint",
                 *       "ftpPassword": "a-secret",
                 *       "thetisUrl": "https://thetis.labelprint.example/api",
                 *       "trackingApiUrl": "https://tracking.example/api/v2",
                 *       "trackingApiToken": "trk_0123456789"
                 *     } */
                "application/json": {
                    ftpUrl: string;
                    ftpLogin: string;
                    ftpPassword: string;
                    thetisUrl: string;
                    trackingApiUrl: string;
                    trackingApiToken: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1,
                     *       "ftpUrl": "ftp://ftp.labelprint.example/incoming",
                     *       "ftpLogin": "labelprint",
                     *       "ftpPassword": "a-secret",
                     *       "thetisUrl": "https://thetis.labelprint.example/api",
                     *       "trackingApiUrl": "https://tracking.example/api/v2",
                     *       "trackingApiToken": "trk_0123456789"
                     *     } */
                    "application/json": components["schemas"]["EnvironmentConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteEnvironmentConfig: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getDashboardCharts: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "startDate": "2026-01-01",
                 *       "endDate": "2026-03-31"
                 *     } */
                "application/json": components["schemas"]["DashboardPeriod"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "months": [
                     *         {
                     *           "month": "2026-10",
                     *           "ordersByStatus": {
                     *             "1": 12,
                     *             "2": 8,
                     *             "3": 20,
                     *             "99": 31
                     *           },
                     *           "turnover": 23456.7
                     *         }
                     *       ],
                     *       "topScenarios": [
                     *         {
                     *           "scenarioId": 6,
                     *           "name": "alimentaires Polypropylène transparent",
                     *           "orders": 48,
                     *           "turnover": 15320.5
                     *         }
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["DashboardCharts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCumulatedTurnover: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "startDate": "2026-01-01",
                 *       "endDate": "2026-03-31"
                 *     } */
                "application/json": components["schemas"]["DashboardPeriod"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example [
                     *       {
                     *         "day": 0,
                     *         "date": "2026-01-01",
                     *         "current": 1250.4,
                     *         "previousYear": 980
                     *       }
                     *     ] */
                    "application/json": components["schemas"]["CumulatedTurnoverPoint"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getDashboardCounters: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "startDate": "2026-01-01",
                 *       "endDate": "2026-03-31"
                 *     } */
                "application/json": components["schemas"]["DashboardPeriod"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "orders": {
                     *         "value": 476,
                     *         "previous": 478
                     *       },
                     *       "turnover": {
                     *         "value": 153012.28,
                     *         "previous": 138359.85
                     *       },
                     *       "averageOrderValue": {
                     *         "value": 321.45,
                     *         "previous": 289.46
                     *       },
                     *       "quotes": {
                     *         "value": 53,
                     *         "previous": 45
                     *       },
                     *       "quoteConversionRate": {
                     *         "value": 0.7547169811320755,
                     *         "previous": 0.6888888888888889
                     *       },
                     *       "openCancellationRequests": {
                     *         "value": 0,
                     *         "previous": 0
                     *       },
                     *       "openNonConformities": {
                     *         "value": 0,
                     *         "previous": 0
                     *       },
                     *       "resaleMargin": null
                     *     } */
                    "application/json": components["schemas"]["DashboardCounters"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listDimensions: {
        parameters: {
            query?: {
                /** @description sort field, default id (asc) */
                _index?: "id" | "name" | "height" | "width" | "category";
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 8,
                     *           "name": "Format bouteille",
                     *           "height": 12.5,
                     *           "width": 9,
                     *           "category": {
                     *             "id": 2,
                     *             "name": "Étiquettes vin"
                     *           }
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Dimension"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createDimension: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "Format bouteille",
                 *       "height": 12.5,
                 *       "width": 9,
                 *       "category": 2
                 *     } */
                "application/json": {
                    name: string;
                    /** @description cm, two decimals at most */
                    height: number;
                    /** @description cm, two decimals at most */
                    width: number;
                    /** @description id of the category: the id, or an object with that `id` (as answers show it) */
                    category: number | {
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 8,
                     *       "name": "Format bouteille",
                     *       "height": 12.5,
                     *       "width": 9,
                     *       "category": {
                     *         "id": 2,
                     *         "name": "Étiquettes vin"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Dimension"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getDimension: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 8,
                     *       "name": "Format bouteille",
                     *       "height": 12.5,
                     *       "width": 9,
                     *       "category": {
                     *         "id": 2,
                     *         "name": "Étiquettes vin"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Dimension"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDimension: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "Format bouteille",
                 *       "height": 12.5,
                 *       "width": 9,
                 *       "category": 2
                 *     } */
                "application/json": {
                    name: string;
                    /** @description cm, two decimals at most */
                    height: number;
                    /** @description cm, two decimals at most */
                    width: number;
                    /** @description id of the category: the id, or an object with that `id` (as answers show it) */
                    category: number | {
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 8,
                     *       "name": "Format bouteille",
                     *       "height": 12.5,
                     *       "width": 9,
                     *       "category": {
                     *         "id": 2,
                     *         "name": "Étiquettes vin"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Dimension"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteDimension: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listFinishes: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "uid" | "name";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 1,
                     *           "uid": "FIN-NONE",
                     *           "name": "Sans finition"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Finish"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createFinish: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "uid": "FIN-VARNISH",
                 *       "name": "Vernis sélectif"
                 *     } */
                "application/json": {
                    uid: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1,
                     *       "uid": "FIN-NONE",
                     *       "name": "Sans finition"
                     *     } */
                    "application/json": components["schemas"]["Finish"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getFinish: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1,
                     *       "uid": "FIN-NONE",
                     *       "name": "Sans finition"
                     *     } */
                    "application/json": components["schemas"]["Finish"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFinish: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "uid": "FIN-VARNISH",
                 *       "name": "Vernis sélectif"
                 *     } */
                "application/json": {
                    uid: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1,
                     *       "uid": "FIN-NONE",
                     *       "name": "Sans finition"
                     *     } */
                    "application/json": components["schemas"]["Finish"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteFinish: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listMails: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default createdAt (desc) */
                _index?: "createdAt" | "to" | "type" | "subject";
                /** @description the mails sent to this address (case aside) */
                _recipient?: string;
                /** @description the mails sent to this account */
                _recipientId?: number;
                /** @description the mails sent to any of these accounts (repeated; also `_recipientId`) */
                "_recipientId[]"?: number[];
                /** @description the mails of one type */
                _type?: "password_reset" | "order_confirmation" | "order_shipped" | "order_not_conformity" | "quote_validated" | "cancel_request_answered" | "cancel_answer_withdrawn" | "order_cancelled";
                /** @description the mails of any of these types (repeated; also `_type`) */
                "_type[]"?: ("password_reset" | "order_confirmation" | "order_shipped" | "order_not_conformity" | "quote_validated" | "cancel_request_answered" | "cancel_answer_withdrawn" | "order_cancelled")[];
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 4,
                     *           "type": "order_shipped",
                     *           "to": "reseller@demo.local",
                     *           "recipientId": 7,
                     *           "language": "fr",
                     *           "subject": "Votre commande n° 1288 a été expédiée",
                     *           "createdAt": "2026-11-02T09:12:00.000Z",
                     *           "entity": "order",
                     *           "entityId": 1288,
                     *           "delivery": "outbox",
                     *           "deliveryError": null
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["MailRow"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMail: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 4,
                     *       "type": "order_shipped",
                     *       "to": "reseller@demo.local",
                     *       "recipientId": 7,
                     *       "language": "fr",
                     *       "subject": "Votre commande n° 1288 a été expédiée",
                     *       "createdAt": "2026-11-02T09:12:00.000Z",
                     *       "entity": "order",
                     *       "entityId": 1288,
                     *       "delivery": "outbox",
                     *       "deliveryError": null,
                     *       "text": "Bonjour Jean Dupont,\n\nVotre commande n° 1288 a quitté notre atelier.\n\nCommande : n° 1288\nRéférence interne : CMD-26-001288\n\nVoir la commande : http://127.0.0.1:5173/order/show/1288\n\n--\nVous recevez ce message parce que « Commande expédiée » est coché dans les notifications par e-mail de votre profil.\nL’équipe Label Print\n",
                     *       "html": "<!DOCTYPE html>\n<html lang=\"fr\">\n…\n</html>"
                     *     } */
                    "application/json": components["schemas"]["Mail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMandrels: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "number";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 2,
                     *           "number": 76
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Mandrel"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createMandrel: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "number": 76
                 *     } */
                "application/json": {
                    number: number;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 2,
                     *       "number": 76
                     *     } */
                    "application/json": components["schemas"]["Mandrel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getMandrel: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 2,
                     *       "number": 76
                     *     } */
                    "application/json": components["schemas"]["Mandrel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMandrel: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "number": 76
                 *     } */
                "application/json": {
                    number: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 2,
                     *       "number": 76
                     *     } */
                    "application/json": components["schemas"]["Mandrel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteMandrel: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    flagNonConformity: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "orderId": 1042,
                 *       "reason": "low-resolution",
                 *       "commentAdmin": "Logo below 300 dpi",
                 *       "resellerId": 7,
                 *       "userId": 7
                 *     } */
                "application/json": {
                    orderId: number;
                    /** @enum {string} */
                    reason: "low-resolution" | "file-not-conforming";
                    commentAdmin: string;
                    userId?: number | null;
                    resellerId?: number | null;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "entity": {
                     *         "id": 30,
                     *         "orderId": 655,
                     *         "userId": 1,
                     *         "resellerId": 38,
                     *         "reseller": {
                     *           "id": 38,
                     *           "company": "Savonnerie Azur"
                     *         },
                     *         "order": {
                     *           "id": 655
                     *         },
                     *         "reason": "file-not-conforming",
                     *         "commentAdmin": "Le fond perdu de 2 mm manque.",
                     *         "commentReseller": null,
                     *         "responseReseller": null,
                     *         "status": "waiting",
                     *         "createdAt": "2026-02-06T02:53:30.012Z"
                     *       },
                     *       "createdAt": "2026-11-23T08:12:00.000Z",
                     *       "process_message": null
                     *     } */
                    "application/json": {
                        entity: components["schemas"]["NonConformity"];
                        /**
                         * @description ISO 8601 date and time
                         * @example 2026-11-23T08:12:00.000Z
                         */
                        createdAt: string;
                        /** @default null */
                        process_message: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            502: components["responses"]["BadGateway"];
        };
    };
    listNonConformities: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "createdAt" | "status";
                /** @description statuses */
                "_filter[]"?: ("waiting" | "answered")[];
                /** @description one reseller (staff only) */
                _resellerId?: number;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 30,
                     *           "orderId": 655,
                     *           "userId": 1,
                     *           "resellerId": 38,
                     *           "reseller": {
                     *             "id": 38,
                     *             "company": "Savonnerie Azur"
                     *           },
                     *           "order": {
                     *             "id": 655,
                     *             "internalReference": "CMD-26-000655",
                     *             "status": {
                     *               "id": 99,
                     *               "name": "Delivered",
                     *               "ext_id": 99
                     *             },
                     *             "series": [
                     *               {
                     *                 "id": 6550,
                     *                 "name": "Hiver 1",
                     *                 "quantity": 10000,
                     *                 "file": {
                     *                   "name": "serie-655-1.pdf",
                     *                   "url": "/admin/orders/655/files/series/6550"
                     *                 }
                     *               }
                     *             ]
                     *           },
                     *           "reason": "file-not-conforming",
                     *           "commentAdmin": "Le fond perdu de 2 mm manque.",
                     *           "commentReseller": "Fichier corrigé envoyé.",
                     *           "responseReseller": "send-new-file",
                     *           "status": "answered",
                     *           "createdAt": "2026-02-06T02:53:30.012Z",
                     *           "user": {
                     *             "company": "Savonnerie Azur"
                     *           },
                     *           "replacedSeries": [
                     *             6550
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["NonConformityRow"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getNonConformityOfOrder: {
        parameters: {
            query?: {
                /** @description answer null unless the order is in this status */
                _order_status_ext_id?: number;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /**
                 * @description the id of the order (the PATCH on this path takes a request’s)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 30,
                     *       "orderId": 655,
                     *       "userId": 1,
                     *       "resellerId": 38,
                     *       "reseller": {
                     *         "id": 38,
                     *         "company": "Savonnerie Azur"
                     *       },
                     *       "order": {
                     *         "id": 655
                     *       },
                     *       "reason": "file-not-conforming",
                     *       "commentAdmin": "Le fond perdu de 2 mm manque.",
                     *       "commentReseller": null,
                     *       "responseReseller": null,
                     *       "status": "waiting",
                     *       "createdAt": "2026-02-06T02:53:30.012Z"
                     *     } */
                    "application/json": components["schemas"]["NonConformity"] | null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    answerNonConformity: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /**
                 * @description the id of the request (the GET on this path takes an order’s)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "responseType": "print-anyway",
                 *       "commentReseller": "Fine as is"
                 *     } */
                "application/json": {
                    /** @default  */
                    commentReseller?: string;
                    /** @enum {string} */
                    responseType: "print-anyway" | "send-new-file";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 30,
                     *       "orderId": 655,
                     *       "userId": 1,
                     *       "resellerId": 38,
                     *       "reseller": {
                     *         "id": 38,
                     *         "company": "Savonnerie Azur"
                     *       },
                     *       "order": {
                     *         "id": 655,
                     *         "internalReference": "CMD-26-000655",
                     *         "status": {
                     *           "id": 99,
                     *           "name": "Delivered",
                     *           "ext_id": 99
                     *         },
                     *         "series": [
                     *           {
                     *             "id": 6550,
                     *             "name": "Hiver 1",
                     *             "quantity": 10000,
                     *             "file": {
                     *               "name": "serie-655-1.pdf",
                     *               "url": "/admin/orders/655/files/series/6550"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "reason": "file-not-conforming",
                     *       "commentAdmin": "Le fond perdu de 2 mm manque.",
                     *       "commentReseller": "Fichier corrigé envoyé.",
                     *       "responseReseller": "send-new-file",
                     *       "status": "answered",
                     *       "createdAt": "2026-02-06T02:53:30.012Z",
                     *       "user": {
                     *         "company": "Savonnerie Azur"
                     *       },
                     *       "replacedSeries": [
                     *         6550
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["NonConformityRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    countWaitingNonConformities: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                resellerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "count": 1
                     *     } */
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadNonConformityFile: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 26.7 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "serie": 3,
                 *       "file": {
                 *         "filename": "series-a.pdf",
                 *         "size": 1024,
                 *         "base64": "JVBERi0xLjQK…"
                 *       }
                 *     } */
                "application/json": {
                    serie: number;
                    file: {
                        /** @default  */
                        filename?: string;
                        size?: number;
                        base64: string;
                    };
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 31280,
                     *       "name": "Bio 1",
                     *       "quantity": 5000,
                     *       "file": {
                     *         "name": "bio-1.pdf",
                     *         "url": "/admin/quotes/3128/files/series/31280"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Series"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCancelRequests: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default createdAt (desc) */
                _index?: "id" | "createdAt" | "status";
                /** @description statuses */
                "_filter[]"?: ("pending" | "approved" | "unapproved" | "treatment_cancelled")[];
                /** @description one reseller (staff only) */
                _resellerId?: number;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 2,
                     *           "createdAt": "2026-11-02T02:35:38.603Z",
                     *           "status": "pending",
                     *           "reason": "Erreur de quantité",
                     *           "reference": "CMD-26-001490",
                     *           "resellerId": 18,
                     *           "user": {
                     *             "company": "Label Factory"
                     *           },
                     *           "order": {
                     *             "id": 1490,
                     *             "internalReference": "CMD-26-001490",
                     *             "status": {
                     *               "id": 4,
                     *               "name": "Cancellation requested",
                     *               "ext_id": 4
                     *             },
                     *             "createdAt": "2026-11-01T05:35:38.603Z",
                     *             "quote": {
                     *               "scenario": {
                     *                 "name": "vin Vélin blanc"
                     *               }
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["CancelRequest"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    answerCancelRequest: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "respond": "approved"
                 *     } */
                "application/json": {
                    /** @enum {string} */
                    respond: "approved" | "unapproved";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 2,
                     *       "createdAt": "2026-11-02T02:35:38.603Z",
                     *       "status": "pending",
                     *       "reason": "Erreur de quantité",
                     *       "reference": "CMD-26-001490",
                     *       "resellerId": 18,
                     *       "user": {
                     *         "company": "Label Factory"
                     *       },
                     *       "order": {
                     *         "id": 1490,
                     *         "internalReference": "CMD-26-001490",
                     *         "status": {
                     *           "id": 4,
                     *           "name": "Cancellation requested",
                     *           "ext_id": 4
                     *         },
                     *         "createdAt": "2026-11-01T05:35:38.603Z",
                     *         "quote": {
                     *           "scenario": {
                     *             "name": "vin Vélin blanc"
                     *           }
                     *         }
                     *       }
                     *     } */
                    "application/json": components["schemas"]["CancelRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    cancelTreatment: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody?: {
            content: {
                /** @example {
                 *       "orderRequestCancel": 14
                 *     } */
                "application/json": {
                    orderRequestCancel?: number;
                    respond?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 2,
                     *       "createdAt": "2026-11-02T02:35:38.603Z",
                     *       "status": "pending",
                     *       "reason": "Erreur de quantité",
                     *       "reference": "CMD-26-001490",
                     *       "resellerId": 18,
                     *       "user": {
                     *         "company": "Label Factory"
                     *       },
                     *       "order": {
                     *         "id": 1490,
                     *         "internalReference": "CMD-26-001490",
                     *         "status": {
                     *           "id": 4,
                     *           "name": "Cancellation requested",
                     *           "ext_id": 4
                     *         },
                     *         "createdAt": "2026-11-01T05:35:38.603Z",
                     *         "quote": {
                     *           "scenario": {
                     *             "name": "vin Vélin blanc"
                     *           }
                     *         }
                     *       }
                     *     } */
                    "application/json": components["schemas"]["CancelRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default createdAt (desc) */
                _index?: "id" | "internalReference" | "company" | "scenario" | "total" | "resalePrice" | "quoteReference" | "width" | "carrier" | "status" | "createdAt" | "estimatedAt";
                /** @description status ids */
                "_filter[]"?: (0 | 1 | 2 | 3 | 4 | 5 | 99 | 100)[];
                /** @description scenario ids (also `_scenario`, `_scenarioId`) */
                "_scenario[]"?: number[];
                /** @description reseller ids (also `_resellerId`); a reseller always gets its own only */
                "_resellerId[]"?: number[];
                /** @description one reseller id (the original call list’s name of `_resellerId[]`) */
                _resellerId?: number;
                /** @description created on or after: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _start_date?: string;
                /** @description created on or before: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _end_date?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 1288,
                     *           "internalReference": "CMD-26-001288",
                     *           "user": {
                     *             "id": 7,
                     *             "company": "Imprimerie Dupont",
                     *             "roles": [
                     *               "ROLE_RESELLER"
                     *             ]
                     *           },
                     *           "resellerId": 7,
                     *           "scenario": {
                     *             "id": 6,
                     *             "name": "alimentaires Polypropylène transparent"
                     *           },
                     *           "total": 382.5,
                     *           "resalePrice": 516.38,
                     *           "quote": {
                     *             "reference": "DEV-001288",
                     *             "width": 9
                     *           },
                     *           "tracking": [],
                     *           "status": {
                     *             "id": 0,
                     *             "name": "Pending",
                     *             "ext_id": 0
                     *           },
                     *           "createdAt": "2026-10-31T15:56:46.210Z",
                     *           "estimatedAt": "2026-11-11T15:56:46.210Z",
                     *           "cancellationPending": false
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["OrderRow"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrder: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1288,
                     *       "internalReference": "CMD-26-001288",
                     *       "user": {
                     *         "id": 7,
                     *         "company": "Imprimerie Dupont",
                     *         "username": "reseller@demo.local",
                     *         "roles": [
                     *           "ROLE_RESELLER"
                     *         ]
                     *       },
                     *       "resellerId": 7,
                     *       "scenario": {
                     *         "id": 6,
                     *         "name": "alimentaires Polypropylène transparent",
                     *         "categoriesScenarios": [
                     *           {
                     *             "delay": 3,
                     *             "category": {
                     *               "id": 2,
                     *               "name": "Étiquettes alimentaires",
                     *               "pose": {
                     *                 "shortCode": "AUTO"
                     *               }
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "total": 382.5,
                     *       "resalePrice": 516.38,
                     *       "quote": {
                     *         "id": 1288,
                     *         "reference": "DEV-001288",
                     *         "price": 425,
                     *         "weight": 8.06,
                     *         "width": 9,
                     *         "height": 23,
                     *         "diameter": 25,
                     *         "application": "AUTO",
                     *         "coreSize": 76,
                     *         "quantityPerRoll": 500,
                     *         "quantityPerSeries": 5000,
                     *         "shape": {
                     *           "name": "Carré"
                     *         },
                     *         "series": [
                     *           {
                     *             "id": 12880,
                     *             "name": "Hiver 1",
                     *             "quantity": 5000,
                     *             "file": "/admin/orders/1288/files/series/12880",
                     *             "fileName": "serie-1288-1.pdf"
                     *           },
                     *           {
                     *             "id": 12881,
                     *             "name": "Classique 2",
                     *             "quantity": 5000,
                     *             "file": "/admin/orders/1288/files/series/12881",
                     *             "fileName": "serie-1288-2.pdf"
                     *           }
                     *         ]
                     *       },
                     *       "tracking": [],
                     *       "status": {
                     *         "id": 0,
                     *         "name": "Pending",
                     *         "ext_id": 0
                     *       },
                     *       "createdAt": "2026-10-31T15:56:46.210Z",
                     *       "estimatedAt": "2026-11-11T15:56:46.210Z",
                     *       "cancellationPending": false,
                     *       "weight": 8.06,
                     *       "frontUser": null,
                     *       "customer": {
                     *         "name": "Mercier",
                     *         "firstname": "Marc",
                     *         "mail": "contact1288@client.example",
                     *         "phone": null
                     *       },
                     *       "address": {
                     *         "address": "24 place du Marché",
                     *         "address2": null,
                     *         "address3": null,
                     *         "postalCode": "74000",
                     *         "city": "Annecy",
                     *         "country": "FR"
                     *       },
                     *       "shippingLabelle": null,
                     *       "pdfManufacturingUrl": null,
                     *       "deliveryNoteUrl": null,
                     *       "deliveryNoteName": null
                     *     } */
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadOrderFile: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
                /** @example manufacturing */
                kind: "manufacturing" | "delivery-note" | "shipping-label";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadOrderSeriesFile: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
                /** @example 1 */
                seriesId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrderHistory: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 14873,
                     *           "at": "2026-11-23T09:41:07.000Z",
                     *           "actor": {
                     *             "id": 1,
                     *             "username": "admin@demo.local",
                     *             "role": "ROLE_ADMIN"
                     *           },
                     *           "actingAs": null,
                     *           "action": "status",
                     *           "entity": "order",
                     *           "entityId": 1288,
                     *           "orderId": 1288,
                     *           "changes": [
                     *             {
                     *               "field": "status",
                     *               "from": 0,
                     *               "to": 1
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     } */
                    "application/json": {
                        list: components["schemas"]["AuditEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportOrders: {
        parameters: {
            query?: {
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default createdAt (desc) */
                _index?: "id" | "internalReference" | "company" | "scenario" | "total" | "resalePrice" | "quoteReference" | "width" | "carrier" | "status" | "createdAt" | "estimatedAt";
                /** @description status ids */
                "_filter[]"?: (0 | 1 | 2 | 3 | 4 | 5 | 99 | 100)[];
                /** @description scenario ids (also `_scenario`, `_scenarioId`) */
                "_scenario[]"?: number[];
                /** @description reseller ids (also `_resellerId`); a reseller always gets its own only */
                "_resellerId[]"?: number[];
                /** @description one reseller id (the original call list’s name of `_resellerId[]`) */
                _resellerId?: number;
                /** @description created on or after: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _start_date?: string;
                /** @description created on or before: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _end_date?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "type": "csv",
                 *       "propertiesToExport": [
                 *         "id",
                 *         "company",
                 *         "total"
                 *       ]
                 *     } */
                "application/json": {
                    /** @enum {string} */
                    type: "csv" | "xlsx";
                    propertiesToExport: ("id" | "company" | "scenario" | "total" | "weight" | "width" | "height" | "status" | "createdAt" | "pdfManufacturingUrl" | "reference" | "sellingPrice" | "application" | "mandrel" | "quantityPerRoll" | "quantityPerSeries" | "files" | "customerName" | "address" | "postalCode" | "city" | "countryCode")[];
                    /**
                     * @description IANA time zone the file’s dates and times are shown in (the caller’s), default Europe/Paris (an addition to the original call list)
                     * @default Europe/Paris
                     */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadOrderZip: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resyncOrderFiles: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "message": "success"
                     *     } */
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrderScenarios: {
        parameters: {
            query?: {
                /** @description part of the scenario’s name */
                _search?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 6,
                     *           "name": "alimentaires Polypropylène transparent"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["ScenarioRef"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listOrientations: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "number";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 3,
                     *           "number": 3
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Orientation"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createOrientation: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "number": 2
                 *     } */
                "application/json": {
                    number: number;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "number": 3
                     *     } */
                    "application/json": components["schemas"]["Orientation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getOrientation: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "number": 3
                     *     } */
                    "application/json": components["schemas"]["Orientation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrientation: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "number": 2
                 *     } */
                "application/json": {
                    number: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "number": 3
                     *     } */
                    "application/json": components["schemas"]["Orientation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteOrientation: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listPapers: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "uid" | "name";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 4,
                     *           "uid": "PAP-PP-WHITE",
                     *           "name": "Polypropylène blanc",
                     *           "finishes": [
                     *             {
                     *               "id": 1,
                     *               "uid": "FIN-NONE",
                     *               "name": "Sans finition"
                     *             },
                     *             {
                     *               "id": 2,
                     *               "uid": "FIN-VARNISH",
                     *               "name": "Vernis sélectif"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Paper"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPaper: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "uid": "PAP-KRAFT",
                 *       "name": "Kraft brun",
                 *       "finishes": [
                 *         1,
                 *         3
                 *       ]
                 *     } */
                "application/json": {
                    uid: string;
                    name: string;
                    /** @description ids of the finishes the paper can take */
                    finishes: (number | {
                        id: number;
                    })[];
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 4,
                     *       "uid": "PAP-PP-WHITE",
                     *       "name": "Polypropylène blanc",
                     *       "finishes": [
                     *         {
                     *           "id": 1,
                     *           "uid": "FIN-NONE",
                     *           "name": "Sans finition"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "uid": "FIN-VARNISH",
                     *           "name": "Vernis sélectif"
                     *         }
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Paper"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getPaper: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 4,
                     *       "uid": "PAP-PP-WHITE",
                     *       "name": "Polypropylène blanc",
                     *       "finishes": [
                     *         {
                     *           "id": 1,
                     *           "uid": "FIN-NONE",
                     *           "name": "Sans finition"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "uid": "FIN-VARNISH",
                     *           "name": "Vernis sélectif"
                     *         }
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Paper"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePaper: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "uid": "PAP-KRAFT",
                 *       "name": "Kraft brun",
                 *       "finishes": [
                 *         1,
                 *         3
                 *       ]
                 *     } */
                "application/json": {
                    uid: string;
                    name: string;
                    /** @description ids of the finishes the paper can take */
                    finishes: (number | {
                        id: number;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 4,
                     *       "uid": "PAP-PP-WHITE",
                     *       "name": "Polypropylène blanc",
                     *       "finishes": [
                     *         {
                     *           "id": 1,
                     *           "uid": "FIN-NONE",
                     *           "name": "Sans finition"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "uid": "FIN-VARNISH",
                     *           "name": "Vernis sélectif"
                     *         }
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Paper"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deletePaper: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listQuantitiesPerRoll: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "name";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 3,
                     *           "name": "1000"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["QuantityPerRoll"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createQuantityPerRoll: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "500"
                 *     } */
                "application/json": {
                    /** @description a whole number of labels, 1 to 100000, as text or a number */
                    name: string | number;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "name": "1000"
                     *     } */
                    "application/json": components["schemas"]["QuantityPerRoll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getQuantityPerRoll: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "name": "1000"
                     *     } */
                    "application/json": components["schemas"]["QuantityPerRoll"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateQuantityPerRoll: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "500"
                 *     } */
                "application/json": {
                    /** @description a whole number of labels, 1 to 100000, as text or a number */
                    name: string | number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "name": "1000"
                     *     } */
                    "application/json": components["schemas"]["QuantityPerRoll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteQuantityPerRoll: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default createdAt (desc) */
                _index?: "id" | "createdAt" | "price" | "reference" | "status";
                /** @description statuses */
                "_filter[]"?: ("waiting_for_files" | "ready" | "validated" | "expired")[];
                /** @description scenario ids (also `_scenario`, `_scenarioId`) */
                "_scenario[]"?: number[];
                /** @description reseller ids (also `_resellerId`); a reseller always gets its own only */
                "_resellerId[]"?: number[];
                /** @description one reseller id (the original call list’s name of `_resellerId[]`) */
                _resellerId?: number;
                /** @description created on or after: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _start_date?: string;
                /** @description created on or before: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _end_date?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 3128,
                     *           "status": "waiting_for_files",
                     *           "reference": "DEV-003128",
                     *           "internalReference": "Q-26-003128",
                     *           "resellerId": 18,
                     *           "user": {
                     *             "company": "Label Factory"
                     *           },
                     *           "scenario": {
                     *             "id": 5,
                     *             "name": "alimentaires Polypropylène blanc"
                     *           },
                     *           "price": 111.33,
                     *           "resalePrice": 128.26,
                     *           "quantityPerSeries": 5000,
                     *           "seriesCount": 1,
                     *           "frontUser": {
                     *             "id": 19,
                     *             "firstname": "Lucía",
                     *             "lastname": "Simon",
                     *             "username": "lucia.simon.19@label-factory.example"
                     *           },
                     *           "createdAt": "2026-11-01T05:45:22.938Z",
                     *           "orderId": null
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["QuoteRow"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getQuote: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3128,
                     *       "status": "waiting_for_files",
                     *       "reference": "DEV-003128",
                     *       "internalReference": "Q-26-003128",
                     *       "resellerId": 18,
                     *       "user": {
                     *         "company": "Label Factory"
                     *       },
                     *       "scenario": {
                     *         "id": 5,
                     *         "name": "alimentaires Polypropylène blanc"
                     *       },
                     *       "price": 111.33,
                     *       "resalePrice": 128.26,
                     *       "quantityPerSeries": 5000,
                     *       "seriesCount": 1,
                     *       "frontUser": {
                     *         "id": 19,
                     *         "firstname": "Lucía",
                     *         "lastname": "Simon",
                     *         "username": "lucia.simon.19@label-factory.example"
                     *       },
                     *       "createdAt": "2026-11-01T05:45:22.938Z",
                     *       "orderId": null,
                     *       "weight": 0.83,
                     *       "width": 3,
                     *       "height": 14,
                     *       "diameter": 30,
                     *       "application": "AUTO",
                     *       "coreSize": 76,
                     *       "quantityPerRoll": 2000,
                     *       "shape": {
                     *         "name": "Carré"
                     *       },
                     *       "series": [
                     *         {
                     *           "id": 31280,
                     *           "name": "Bio 1",
                     *           "quantity": 5000,
                     *           "file": null
                     *         }
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadQuoteSeriesFile: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
                /** @example 1 */
                seriesId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportQuotes: {
        parameters: {
            query?: {
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default createdAt (desc) */
                _index?: "id" | "createdAt" | "price" | "reference" | "status";
                /** @description statuses */
                "_filter[]"?: ("waiting_for_files" | "ready" | "validated" | "expired")[];
                /** @description scenario ids (also `_scenario`, `_scenarioId`) */
                "_scenario[]"?: number[];
                /** @description reseller ids (also `_resellerId`); a reseller always gets its own only */
                "_resellerId[]"?: number[];
                /** @description one reseller id (the original call list’s name of `_resellerId[]`) */
                _resellerId?: number;
                /** @description created on or after: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _start_date?: string;
                /** @description created on or before: a day YYYY-MM-DD (a whole Europe/Paris day, inclusive) or an ISO 8601 instant */
                _end_date?: string;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "type": "xlsx",
                 *       "propertiesToExport": [
                 *         "id",
                 *         "company",
                 *         "price"
                 *       ]
                 *     } */
                "application/json": {
                    /** @enum {string} */
                    type: "csv" | "xlsx";
                    propertiesToExport: ("id" | "company" | "scenario" | "price" | "weight" | "width" | "height" | "diameter" | "createdAt" | "reference" | "sellingPrice" | "application" | "mandrel" | "quantityPerRoll" | "quantityPerSeries" | "files" | "customerName" | "address" | "postalCode" | "city" | "countryCode" | "orderTracking" | "orderCreatedAt")[];
                    /**
                     * @description IANA time zone the file’s dates and times are shown in (the caller’s), default Europe/Paris (an addition to the original call list)
                     * @default Europe/Paris
                     */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description The file, named in Content-Disposition */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listResellers: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "username" | "isProspect" | "firstname" | "lastname" | "company" | "discount" | "type" | "isActive";
                /** @description 1 (or true): prospects only; 0 (or false): customers only; absent: both */
                _isProspect?: "0" | "1" | "true" | "false";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 7,
                     *           "username": "reseller@demo.local",
                     *           "firstname": "Jean",
                     *           "lastname": "Dupont",
                     *           "company": "Imprimerie Dupont",
                     *           "isProspect": false,
                     *           "isActive": true,
                     *           "discount": 10,
                     *           "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *           "thetis_key": "TH-36388",
                     *           "apiVersion": "v1",
                     *           "type": "standard",
                     *           "margeType": "grid",
                     *           "vat": 20,
                     *           "paymentDeadline": "2027-01-03",
                     *           "paymentMode": "bank-card",
                     *           "country": {
                     *             "id": 1,
                     *             "countryCode": "FR"
                     *           },
                     *           "billingFirstname": "Jean",
                     *           "billingLastname": "Dupont",
                     *           "billingAddress": "15 rue Pasteur",
                     *           "billingAddress2": "Bâtiment B",
                     *           "billingCity": "Toulouse",
                     *           "billingZipCode": "31000",
                     *           "billingCountry": "FR",
                     *           "deliveryFirstname": "Jean",
                     *           "deliveryLastname": "Dupont",
                     *           "deliveryAddress": "36 rue de la République",
                     *           "deliveryAddress2": null,
                     *           "deliveryCity": "Toulouse",
                     *           "deliveryZipCode": "31000",
                     *           "deliveryCountry": "FR",
                     *           "mailConfig": {
                     *             "order_confirmation": true,
                     *             "order_shipped": true,
                     *             "order_not_conformity": true,
                     *             "quote_validated": true,
                     *             "cancel_request_answered": true
                     *           },
                     *           "roles": [
                     *             "ROLE_RESELLER"
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Reseller"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createReseller: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "username": "contact@etiquettes-martin.fr",
                 *       "firstname": "Léa",
                 *       "lastname": "Martin",
                 *       "company": "Étiquettes Martin",
                 *       "isProspect": true,
                 *       "isActive": true,
                 *       "discount": 5,
                 *       "apiVersion": "v2",
                 *       "type": "standard",
                 *       "margeType": "global",
                 *       "vat": 20,
                 *       "paymentDeadline": null,
                 *       "paymentMode": "bank-card",
                 *       "country": 1,
                 *       "billingCity": "Lyon",
                 *       "billingZipCode": "69001",
                 *       "roles": [
                 *         "ROLE_RESELLER"
                 *       ]
                 *     } */
                "application/json": {
                    /** Format: email */
                    username: string;
                    firstname: string;
                    lastname: string;
                    company: string;
                    /** @default  */
                    password?: "" | string;
                    /**
                     * @description the caller’s current password
                     * @default
                     */
                    currentPassword?: string;
                    isProspect?: boolean;
                    isActive?: boolean;
                    discount?: number;
                    thetis_key?: string | null;
                    /** @enum {string} */
                    apiVersion?: "v1" | "v2";
                    /** @enum {string} */
                    type?: "standard" | "api";
                    /** @enum {string} */
                    margeType?: "global" | "grid";
                    vat?: number;
                    paymentDeadline?: string | null;
                    /** @enum {string} */
                    paymentMode?: "none" | "bank-card" | "cash";
                    country?: (number | {
                        id: number;
                    }) | null;
                    billingFirstname?: string | null;
                    billingLastname?: string | null;
                    billingAddress?: string | null;
                    billingAddress2?: string | null;
                    billingCity?: string | null;
                    billingZipCode?: string | null;
                    billingCountry?: string | null;
                    deliveryFirstname?: string | null;
                    deliveryLastname?: string | null;
                    deliveryAddress?: string | null;
                    deliveryAddress2?: string | null;
                    deliveryCity?: string | null;
                    deliveryZipCode?: string | null;
                    deliveryCountry?: string | null;
                    mailConfig?: {
                        order_confirmation?: boolean;
                        order_shipped?: boolean;
                        order_not_conformity?: boolean;
                        quote_validated?: boolean;
                        cancel_request_answered?: boolean;
                    };
                    /** @description ROLE_RESELLER only */
                    roles?: string[];
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 7,
                     *       "username": "reseller@demo.local",
                     *       "firstname": "Jean",
                     *       "lastname": "Dupont",
                     *       "company": "Imprimerie Dupont",
                     *       "isProspect": false,
                     *       "isActive": true,
                     *       "discount": 10,
                     *       "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *       "thetis_key": "TH-36388",
                     *       "apiVersion": "v1",
                     *       "type": "standard",
                     *       "margeType": "grid",
                     *       "vat": 20,
                     *       "paymentDeadline": "2027-01-03",
                     *       "paymentMode": "bank-card",
                     *       "country": {
                     *         "id": 1,
                     *         "countryCode": "FR"
                     *       },
                     *       "billingFirstname": "Jean",
                     *       "billingLastname": "Dupont",
                     *       "billingAddress": "15 rue Pasteur",
                     *       "billingAddress2": "Bâtiment B",
                     *       "billingCity": "Toulouse",
                     *       "billingZipCode": "31000",
                     *       "billingCountry": "FR",
                     *       "deliveryFirstname": "Jean",
                     *       "deliveryLastname": "Dupont",
                     *       "deliveryAddress": "36 rue de la République",
                     *       "deliveryAddress2": null,
                     *       "deliveryCity": "Toulouse",
                     *       "deliveryZipCode": "31000",
                     *       "deliveryCountry": "FR",
                     *       "mailConfig": {
                     *         "order_confirmation": true,
                     *         "order_shipped": true,
                     *         "order_not_conformity": true,
                     *         "quote_validated": true,
                     *         "cancel_request_answered": true
                     *       },
                     *       "roles": [
                     *         "ROLE_RESELLER"
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Reseller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getReseller: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 7,
                     *       "username": "reseller@demo.local",
                     *       "firstname": "Jean",
                     *       "lastname": "Dupont",
                     *       "company": "Imprimerie Dupont",
                     *       "isProspect": false,
                     *       "isActive": true,
                     *       "discount": 10,
                     *       "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *       "thetis_key": "TH-36388",
                     *       "apiVersion": "v1",
                     *       "type": "standard",
                     *       "margeType": "grid",
                     *       "vat": 20,
                     *       "paymentDeadline": "2027-01-03",
                     *       "paymentMode": "bank-card",
                     *       "country": {
                     *         "id": 1,
                     *         "countryCode": "FR"
                     *       },
                     *       "billingFirstname": "Jean",
                     *       "billingLastname": "Dupont",
                     *       "billingAddress": "15 rue Pasteur",
                     *       "billingAddress2": "Bâtiment B",
                     *       "billingCity": "Toulouse",
                     *       "billingZipCode": "31000",
                     *       "billingCountry": "FR",
                     *       "deliveryFirstname": "Jean",
                     *       "deliveryLastname": "Dupont",
                     *       "deliveryAddress": "36 rue de la République",
                     *       "deliveryAddress2": null,
                     *       "deliveryCity": "Toulouse",
                     *       "deliveryZipCode": "31000",
                     *       "deliveryCountry": "FR",
                     *       "mailConfig": {
                     *         "order_confirmation": true,
                     *         "order_shipped": true,
                     *         "order_not_conformity": true,
                     *         "quote_validated": true,
                     *         "cancel_request_answered": true
                     *       },
                     *       "roles": [
                     *         "ROLE_RESELLER"
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Reseller"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReseller: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "username": "contact@etiquettes-martin.fr",
                 *       "firstname": "Léa",
                 *       "lastname": "Martin",
                 *       "company": "Étiquettes Martin",
                 *       "isProspect": true,
                 *       "isActive": true,
                 *       "discount": 5,
                 *       "apiVersion": "v2",
                 *       "type": "standard",
                 *       "margeType": "global",
                 *       "vat": 20,
                 *       "paymentDeadline": null,
                 *       "paymentMode": "bank-card",
                 *       "country": 1,
                 *       "billingCity": "Lyon",
                 *       "billingZipCode": "69001",
                 *       "roles": [
                 *         "ROLE_RESELLER"
                 *       ]
                 *     } */
                "application/json": {
                    /** Format: email */
                    username: string;
                    firstname: string;
                    lastname: string;
                    company: string;
                    /** @default  */
                    password?: "" | string;
                    /**
                     * @description the caller’s current password
                     * @default
                     */
                    currentPassword?: string;
                    isProspect?: boolean;
                    isActive?: boolean;
                    discount?: number;
                    thetis_key?: string | null;
                    /** @enum {string} */
                    apiVersion?: "v1" | "v2";
                    /** @enum {string} */
                    type?: "standard" | "api";
                    /** @enum {string} */
                    margeType?: "global" | "grid";
                    vat?: number;
                    paymentDeadline?: string | null;
                    /** @enum {string} */
                    paymentMode?: "none" | "bank-card" | "cash";
                    country?: (number | {
                        id: number;
                    }) | null;
                    billingFirstname?: string | null;
                    billingLastname?: string | null;
                    billingAddress?: string | null;
                    billingAddress2?: string | null;
                    billingCity?: string | null;
                    billingZipCode?: string | null;
                    billingCountry?: string | null;
                    deliveryFirstname?: string | null;
                    deliveryLastname?: string | null;
                    deliveryAddress?: string | null;
                    deliveryAddress2?: string | null;
                    deliveryCity?: string | null;
                    deliveryZipCode?: string | null;
                    deliveryCountry?: string | null;
                    mailConfig?: {
                        order_confirmation?: boolean;
                        order_shipped?: boolean;
                        order_not_conformity?: boolean;
                        quote_validated?: boolean;
                        cancel_request_answered?: boolean;
                    };
                    /** @description ROLE_RESELLER only */
                    roles?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 7,
                     *       "username": "reseller@demo.local",
                     *       "firstname": "Jean",
                     *       "lastname": "Dupont",
                     *       "company": "Imprimerie Dupont",
                     *       "isProspect": false,
                     *       "isActive": true,
                     *       "discount": 10,
                     *       "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *       "thetis_key": "TH-36388",
                     *       "apiVersion": "v1",
                     *       "type": "standard",
                     *       "margeType": "grid",
                     *       "vat": 20,
                     *       "paymentDeadline": "2027-01-03",
                     *       "paymentMode": "bank-card",
                     *       "country": {
                     *         "id": 1,
                     *         "countryCode": "FR"
                     *       },
                     *       "billingFirstname": "Jean",
                     *       "billingLastname": "Dupont",
                     *       "billingAddress": "15 rue Pasteur",
                     *       "billingAddress2": "Bâtiment B",
                     *       "billingCity": "Toulouse",
                     *       "billingZipCode": "31000",
                     *       "billingCountry": "FR",
                     *       "deliveryFirstname": "Jean",
                     *       "deliveryLastname": "Dupont",
                     *       "deliveryAddress": "36 rue de la République",
                     *       "deliveryAddress2": null,
                     *       "deliveryCity": "Toulouse",
                     *       "deliveryZipCode": "31000",
                     *       "deliveryCountry": "FR",
                     *       "mailConfig": {
                     *         "order_confirmation": true,
                     *         "order_shipped": true,
                     *         "order_not_conformity": true,
                     *         "quote_validated": true,
                     *         "cancel_request_answered": true
                     *       },
                     *       "roles": [
                     *         "ROLE_RESELLER"
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Reseller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteReseller: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    setResellerActive: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "isActive": false
                 *     } */
                "application/json": {
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 7,
                     *       "username": "reseller@demo.local",
                     *       "firstname": "Jean",
                     *       "lastname": "Dupont",
                     *       "company": "Imprimerie Dupont",
                     *       "isProspect": false,
                     *       "isActive": true,
                     *       "discount": 10,
                     *       "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *       "thetis_key": "TH-36388",
                     *       "apiVersion": "v1",
                     *       "type": "standard",
                     *       "margeType": "grid",
                     *       "vat": 20,
                     *       "paymentDeadline": "2027-01-03",
                     *       "paymentMode": "bank-card",
                     *       "country": {
                     *         "id": 1,
                     *         "countryCode": "FR"
                     *       },
                     *       "billingFirstname": "Jean",
                     *       "billingLastname": "Dupont",
                     *       "billingAddress": "15 rue Pasteur",
                     *       "billingAddress2": "Bâtiment B",
                     *       "billingCity": "Toulouse",
                     *       "billingZipCode": "31000",
                     *       "billingCountry": "FR",
                     *       "deliveryFirstname": "Jean",
                     *       "deliveryLastname": "Dupont",
                     *       "deliveryAddress": "36 rue de la République",
                     *       "deliveryAddress2": null,
                     *       "deliveryCity": "Toulouse",
                     *       "deliveryZipCode": "31000",
                     *       "deliveryCountry": "FR",
                     *       "mailConfig": {
                     *         "order_confirmation": true,
                     *         "order_shipped": true,
                     *         "order_not_conformity": true,
                     *         "quote_validated": true,
                     *         "cancel_request_answered": true
                     *       },
                     *       "roles": [
                     *         "ROLE_RESELLER"
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Reseller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "username" | "isProspect" | "firstname" | "lastname" | "company" | "discount" | "type" | "isActive";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 7,
                     *           "username": "reseller@demo.local",
                     *           "firstname": "Jean",
                     *           "lastname": "Dupont",
                     *           "company": "Imprimerie Dupont",
                     *           "isProspect": false,
                     *           "isActive": true,
                     *           "discount": 10,
                     *           "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *           "thetis_key": "TH-36388",
                     *           "apiVersion": "v1",
                     *           "type": "standard",
                     *           "margeType": "grid",
                     *           "vat": 20,
                     *           "paymentDeadline": "2027-01-03",
                     *           "paymentMode": "bank-card",
                     *           "country": {
                     *             "id": 1,
                     *             "countryCode": "FR"
                     *           },
                     *           "billingFirstname": "Jean",
                     *           "billingLastname": "Dupont",
                     *           "billingAddress": "15 rue Pasteur",
                     *           "billingAddress2": "Bâtiment B",
                     *           "billingCity": "Toulouse",
                     *           "billingZipCode": "31000",
                     *           "billingCountry": "FR",
                     *           "deliveryFirstname": "Jean",
                     *           "deliveryLastname": "Dupont",
                     *           "deliveryAddress": "36 rue de la République",
                     *           "deliveryAddress2": null,
                     *           "deliveryCity": "Toulouse",
                     *           "deliveryZipCode": "31000",
                     *           "deliveryCountry": "FR",
                     *           "mailConfig": {
                     *             "order_confirmation": true,
                     *             "order_shipped": true,
                     *             "order_not_conformity": true,
                     *             "quote_validated": true,
                     *             "cancel_request_answered": true
                     *           },
                     *           "roles": [
                     *             "ROLE_RESELLER"
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Reseller"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listProspects: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "username" | "isProspect" | "firstname" | "lastname" | "company" | "discount" | "type" | "isActive";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 7,
                     *           "username": "reseller@demo.local",
                     *           "firstname": "Jean",
                     *           "lastname": "Dupont",
                     *           "company": "Imprimerie Dupont",
                     *           "isProspect": false,
                     *           "isActive": true,
                     *           "discount": 10,
                     *           "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *           "thetis_key": "TH-36388",
                     *           "apiVersion": "v1",
                     *           "type": "standard",
                     *           "margeType": "grid",
                     *           "vat": 20,
                     *           "paymentDeadline": "2027-01-03",
                     *           "paymentMode": "bank-card",
                     *           "country": {
                     *             "id": 1,
                     *             "countryCode": "FR"
                     *           },
                     *           "billingFirstname": "Jean",
                     *           "billingLastname": "Dupont",
                     *           "billingAddress": "15 rue Pasteur",
                     *           "billingAddress2": "Bâtiment B",
                     *           "billingCity": "Toulouse",
                     *           "billingZipCode": "31000",
                     *           "billingCountry": "FR",
                     *           "deliveryFirstname": "Jean",
                     *           "deliveryLastname": "Dupont",
                     *           "deliveryAddress": "36 rue de la République",
                     *           "deliveryAddress2": null,
                     *           "deliveryCity": "Toulouse",
                     *           "deliveryZipCode": "31000",
                     *           "deliveryCountry": "FR",
                     *           "mailConfig": {
                     *             "order_confirmation": true,
                     *             "order_shipped": true,
                     *             "order_not_conformity": true,
                     *             "quote_validated": true,
                     *             "cancel_request_answered": true
                     *           },
                     *           "roles": [
                     *             "ROLE_RESELLER"
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Reseller"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    searchResellers: {
        parameters: {
            query?: {
                /** @description rows, default 10 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default company (asc) */
                _index?: "id" | "username" | "isProspect" | "firstname" | "lastname" | "company" | "discount" | "type" | "isActive";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 7,
                     *           "username": "reseller@demo.local",
                     *           "firstname": "Jean",
                     *           "lastname": "Dupont",
                     *           "company": "Imprimerie Dupont",
                     *           "isProspect": false,
                     *           "isActive": true,
                     *           "discount": 10,
                     *           "api_token": "c4d0d302acfcbecf0fcd562c259a3345",
                     *           "thetis_key": "TH-36388",
                     *           "apiVersion": "v1",
                     *           "type": "standard",
                     *           "margeType": "grid",
                     *           "vat": 20,
                     *           "paymentDeadline": "2027-01-03",
                     *           "paymentMode": "bank-card",
                     *           "country": {
                     *             "id": 1,
                     *             "countryCode": "FR"
                     *           },
                     *           "billingFirstname": "Jean",
                     *           "billingLastname": "Dupont",
                     *           "billingAddress": "15 rue Pasteur",
                     *           "billingAddress2": "Bâtiment B",
                     *           "billingCity": "Toulouse",
                     *           "billingZipCode": "31000",
                     *           "billingCountry": "FR",
                     *           "deliveryFirstname": "Jean",
                     *           "deliveryLastname": "Dupont",
                     *           "deliveryAddress": "36 rue de la République",
                     *           "deliveryAddress2": null,
                     *           "deliveryCity": "Toulouse",
                     *           "deliveryZipCode": "31000",
                     *           "deliveryCountry": "FR",
                     *           "mailConfig": {
                     *             "order_confirmation": true,
                     *             "order_shipped": true,
                     *             "order_not_conformity": true,
                     *             "quote_validated": true,
                     *             "cancel_request_answered": true
                     *           },
                     *           "roles": [
                     *             "ROLE_RESELLER"
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Reseller"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listScenarios: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "uid" | "name" | "displayName" | "status" | "minQuantity" | "maxQuantity";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 13,
                     *           "uid": "SC-013-PP-WHITE",
                     *           "name": "industrielles Polypropylène blanc",
                     *           "displayName": "industrielles Polypropylène blanc — Sans finition",
                     *           "status": true,
                     *           "minQuantity": 250,
                     *           "maxQuantity": 50000,
                     *           "minHeight": 2,
                     *           "maxHeight": 20,
                     *           "minWidth": 2,
                     *           "maxWidth": 15,
                     *           "papers": [
                     *             {
                     *               "id": 4,
                     *               "uid": "PAP-PP-WHITE",
                     *               "name": "Polypropylène blanc"
                     *             }
                     *           ],
                     *           "finishes": [
                     *             {
                     *               "id": 1,
                     *               "uid": "FIN-NONE",
                     *               "name": "Sans finition"
                     *             }
                     *           ],
                     *           "categories": [
                     *             {
                     *               "id": 5,
                     *               "name": "Étiquettes industrielles"
                     *             }
                     *           ],
                     *           "paper": {
                     *             "id": 4,
                     *             "uid": "PAP-PP-WHITE",
                     *             "name": "Polypropylène blanc"
                     *           },
                     *           "finishing": {
                     *             "id": 1,
                     *             "uid": "FIN-NONE",
                     *             "name": "Sans finition"
                     *           },
                     *           "category": {
                     *             "id": 5,
                     *             "name": "Étiquettes industrielles"
                     *           }
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Scenario"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getScenario: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 13,
                     *       "uid": "SC-013-PP-WHITE",
                     *       "name": "industrielles Polypropylène blanc",
                     *       "displayName": "industrielles Polypropylène blanc — Sans finition",
                     *       "status": true,
                     *       "minQuantity": 250,
                     *       "maxQuantity": 50000,
                     *       "minHeight": 2,
                     *       "maxHeight": 20,
                     *       "minWidth": 2,
                     *       "maxWidth": 15,
                     *       "papers": [
                     *         {
                     *           "id": 4,
                     *           "uid": "PAP-PP-WHITE",
                     *           "name": "Polypropylène blanc"
                     *         }
                     *       ],
                     *       "finishes": [
                     *         {
                     *           "id": 1,
                     *           "uid": "FIN-NONE",
                     *           "name": "Sans finition"
                     *         }
                     *       ],
                     *       "categories": [
                     *         {
                     *           "id": 5,
                     *           "name": "Étiquettes industrielles"
                     *         }
                     *       ],
                     *       "paper": {
                     *         "id": 4,
                     *         "uid": "PAP-PP-WHITE",
                     *         "name": "Polypropylène blanc"
                     *       },
                     *       "finishing": {
                     *         "id": 1,
                     *         "uid": "FIN-NONE",
                     *         "name": "Sans finition"
                     *       },
                     *       "category": {
                     *         "id": 5,
                     *         "name": "Étiquettes industrielles"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Scenario"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateScenario: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "papers": [
                 *         1,
                 *         2
                 *       ],
                 *       "finishes": [
                 *         1
                 *       ],
                 *       "categories": [
                 *         1
                 *       ],
                 *       "status": true
                 *     } */
                "application/json": {
                    /** @description ids of the papers */
                    papers?: (number | {
                        id: number;
                    })[];
                    /** @description ids of the finishes */
                    finishes?: (number | {
                        id: number;
                    })[];
                    /** @description ids of the categories */
                    categories?: (number | {
                        id: number;
                    })[];
                    paper?: (number | {
                        id: number;
                    }) | null;
                    finishing?: (number | {
                        id: number;
                    }) | null;
                    category?: (number | {
                        id: number;
                    }) | null;
                    /** @description true: on; false: off */
                    status?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 13,
                     *       "uid": "SC-013-PP-WHITE",
                     *       "name": "industrielles Polypropylène blanc",
                     *       "displayName": "industrielles Polypropylène blanc — Sans finition",
                     *       "status": true,
                     *       "minQuantity": 250,
                     *       "maxQuantity": 50000,
                     *       "minHeight": 2,
                     *       "maxHeight": 20,
                     *       "minWidth": 2,
                     *       "maxWidth": 15,
                     *       "papers": [
                     *         {
                     *           "id": 4,
                     *           "uid": "PAP-PP-WHITE",
                     *           "name": "Polypropylène blanc"
                     *         }
                     *       ],
                     *       "finishes": [
                     *         {
                     *           "id": 1,
                     *           "uid": "FIN-NONE",
                     *           "name": "Sans finition"
                     *         }
                     *       ],
                     *       "categories": [
                     *         {
                     *           "id": 5,
                     *           "name": "Étiquettes industrielles"
                     *         }
                     *       ],
                     *       "paper": {
                     *         "id": 4,
                     *         "uid": "PAP-PP-WHITE",
                     *         "name": "Polypropylène blanc"
                     *       },
                     *       "finishing": {
                     *         "id": 1,
                     *         "uid": "FIN-NONE",
                     *         "name": "Sans finition"
                     *       },
                     *       "category": {
                     *         "id": 5,
                     *         "name": "Étiquettes industrielles"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Scenario"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteScenario: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    setScenarioActive: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "status": false
                 *     } */
                "application/json": {
                    isActive?: boolean;
                    status?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 13,
                     *       "uid": "SC-013-PP-WHITE",
                     *       "name": "industrielles Polypropylène blanc",
                     *       "displayName": "industrielles Polypropylène blanc — Sans finition",
                     *       "status": true,
                     *       "minQuantity": 250,
                     *       "maxQuantity": 50000,
                     *       "minHeight": 2,
                     *       "maxHeight": 20,
                     *       "minWidth": 2,
                     *       "maxWidth": 15,
                     *       "papers": [
                     *         {
                     *           "id": 4,
                     *           "uid": "PAP-PP-WHITE",
                     *           "name": "Polypropylène blanc"
                     *         }
                     *       ],
                     *       "finishes": [
                     *         {
                     *           "id": 1,
                     *           "uid": "FIN-NONE",
                     *           "name": "Sans finition"
                     *         }
                     *       ],
                     *       "categories": [
                     *         {
                     *           "id": 5,
                     *           "name": "Étiquettes industrielles"
                     *         }
                     *       ],
                     *       "paper": {
                     *         "id": 4,
                     *         "uid": "PAP-PP-WHITE",
                     *         "name": "Polypropylène blanc"
                     *       },
                     *       "finishing": {
                     *         "id": 1,
                     *         "uid": "FIN-NONE",
                     *         "name": "Sans finition"
                     *       },
                     *       "category": {
                     *         "id": 5,
                     *         "name": "Étiquettes industrielles"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Scenario"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    syncScenarios: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "message": "success",
                     *       "updated": 1
                     *     } */
                    "application/json": components["schemas"]["ScenarioSyncAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    changeOrderStatuses: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "listId": [
                 *         1042,
                 *         1043
                 *       ],
                 *       "status": 2
                 *     } */
                "application/json": {
                    listId: number[];
                    /** @description the status: the id, or an object with that `id` (as answers show it) */
                    status: number | {
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "results": [
                     *         {
                     *           "id": 1,
                     *           "ok": true,
                     *           "status": {
                     *             "id": 1,
                     *             "name": "In progress",
                     *             "ext_id": 1
                     *           }
                     *         }
                     *       ]
                     *     } */
                    "application/json": {
                        results: {
                            id: number;
                            ok: boolean;
                            status?: components["schemas"]["OrderStatus"];
                            message?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listOrderStatuses: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example [
                     *       {
                     *         "id": 1,
                     *         "name": "In progress",
                     *         "ext_id": 1
                     *       }
                     *     ] */
                    "application/json": components["schemas"]["OrderStatus"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    changeOrderStatus: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "status": 1
                 *     } */
                "application/json": {
                    /** @description the status: the id, or an object with that `id` (as answers show it) */
                    status: number | {
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1288,
                     *       "internalReference": "CMD-26-001288",
                     *       "user": {
                     *         "id": 7,
                     *         "company": "Imprimerie Dupont",
                     *         "username": "reseller@demo.local",
                     *         "roles": [
                     *           "ROLE_RESELLER"
                     *         ]
                     *       },
                     *       "resellerId": 7,
                     *       "scenario": {
                     *         "id": 6,
                     *         "name": "alimentaires Polypropylène transparent",
                     *         "categoriesScenarios": [
                     *           {
                     *             "delay": 3,
                     *             "category": {
                     *               "id": 2,
                     *               "name": "Étiquettes alimentaires",
                     *               "pose": {
                     *                 "shortCode": "AUTO"
                     *               }
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "total": 382.5,
                     *       "resalePrice": 516.38,
                     *       "quote": {
                     *         "id": 1288,
                     *         "reference": "DEV-001288",
                     *         "price": 425,
                     *         "weight": 8.06,
                     *         "width": 9,
                     *         "height": 23,
                     *         "diameter": 25,
                     *         "application": "AUTO",
                     *         "coreSize": 76,
                     *         "quantityPerRoll": 500,
                     *         "quantityPerSeries": 5000,
                     *         "shape": {
                     *           "name": "Carré"
                     *         },
                     *         "series": [
                     *           {
                     *             "id": 12880,
                     *             "name": "Hiver 1",
                     *             "quantity": 5000,
                     *             "file": "/admin/orders/1288/files/series/12880",
                     *             "fileName": "serie-1288-1.pdf"
                     *           },
                     *           {
                     *             "id": 12881,
                     *             "name": "Classique 2",
                     *             "quantity": 5000,
                     *             "file": "/admin/orders/1288/files/series/12881",
                     *             "fileName": "serie-1288-2.pdf"
                     *           }
                     *         ]
                     *       },
                     *       "tracking": [],
                     *       "status": {
                     *         "id": 0,
                     *         "name": "Pending",
                     *         "ext_id": 0
                     *       },
                     *       "createdAt": "2026-10-31T15:56:46.210Z",
                     *       "estimatedAt": "2026-11-11T15:56:46.210Z",
                     *       "cancellationPending": false,
                     *       "weight": 8.06,
                     *       "frontUser": null,
                     *       "customer": {
                     *         "name": "Mercier",
                     *         "firstname": "Marc",
                     *         "mail": "contact1288@client.example",
                     *         "phone": null
                     *       },
                     *       "address": {
                     *         "address": "24 place du Marché",
                     *         "address2": null,
                     *         "address3": null,
                     *         "postalCode": "74000",
                     *         "city": "Annecy",
                     *         "country": "FR"
                     *       },
                     *       "shippingLabelle": null,
                     *       "pdfManufacturingUrl": null,
                     *       "deliveryNoteUrl": null,
                     *       "deliveryNoteName": null
                     *     } */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "username" | "roles" | "firstname" | "lastname" | "company" | "lastConnection" | "isActive";
                /** @description the quote users of one reseller (staff) */
                _resellerId?: number;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 67,
                     *           "username": "lea.lefebvre.67@domaine-roche.example",
                     *           "roles": [
                     *             "ROLE_RESELLER_FRONT"
                     *           ],
                     *           "firstname": "Léa",
                     *           "lastname": "Lefebvre",
                     *           "company": "Domaine Roche",
                     *           "lastConnection": "2026-09-23T09:00:00.000Z",
                     *           "isActive": true,
                     *           "parent": 64
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["User"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUser: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "username": "lea.martin@example.com",
                 *       "firstname": "Léa",
                 *       "lastname": "Martin",
                 *       "company": null,
                 *       "roles": [
                 *         "ROLE_READER"
                 *       ],
                 *       "isActive": true,
                 *       "parent": null,
                 *       "password": "a-long-passphrase"
                 *     } */
                "application/json": {
                    /** Format: email */
                    username: string;
                    firstname: string;
                    lastname: string;
                    /** @default null */
                    company?: string | null;
                    roles: string[];
                    /** @default true */
                    isActive?: boolean;
                    /** @default null */
                    parent?: number | null;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 67,
                     *       "username": "lea.lefebvre.67@domaine-roche.example",
                     *       "roles": [
                     *         "ROLE_RESELLER_FRONT"
                     *       ],
                     *       "firstname": "Léa",
                     *       "lastname": "Lefebvre",
                     *       "company": "Domaine Roche",
                     *       "lastConnection": "2026-09-23T09:00:00.000Z",
                     *       "isActive": true,
                     *       "parent": 64
                     *     } */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 67,
                     *       "username": "lea.lefebvre.67@domaine-roche.example",
                     *       "roles": [
                     *         "ROLE_RESELLER_FRONT"
                     *       ],
                     *       "firstname": "Léa",
                     *       "lastname": "Lefebvre",
                     *       "company": "Domaine Roche",
                     *       "lastConnection": "2026-09-23T09:00:00.000Z",
                     *       "isActive": true,
                     *       "parent": 64
                     *     } */
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "username": "lea.martin@example.com",
                 *       "firstname": "Léa",
                 *       "lastname": "Martin",
                 *       "company": null,
                 *       "roles": [
                 *         "ROLE_READER"
                 *       ],
                 *       "isActive": true,
                 *       "parent": null,
                 *       "password": "a-long-passphrase"
                 *     } */
                "application/json": {
                    /** Format: email */
                    username: string;
                    firstname: string;
                    lastname: string;
                    /** @default null */
                    company?: string | null;
                    roles: string[];
                    /** @default true */
                    isActive?: boolean;
                    /** @default null */
                    parent?: number | null;
                    /** @default  */
                    password?: "" | string;
                    /**
                     * @description the caller’s current password
                     * @default
                     */
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 67,
                     *       "username": "lea.lefebvre.67@domaine-roche.example",
                     *       "roles": [
                     *         "ROLE_RESELLER_FRONT"
                     *       ],
                     *       "firstname": "Léa",
                     *       "lastname": "Lefebvre",
                     *       "company": "Domaine Roche",
                     *       "lastConnection": "2026-09-23T09:00:00.000Z",
                     *       "isActive": true,
                     *       "parent": 64
                     *     } */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteUser: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    endUserSessions: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "ended": 1
                     *     } */
                    "application/json": {
                        ended: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    setUserActive: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "isActive": false
                 *     } */
                "application/json": {
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 67,
                     *       "username": "lea.lefebvre.67@domaine-roche.example",
                     *       "roles": [
                     *         "ROLE_RESELLER_FRONT"
                     *       ],
                     *       "firstname": "Léa",
                     *       "lastname": "Lefebvre",
                     *       "company": "Domaine Roche",
                     *       "lastConnection": "2026-09-23T09:00:00.000Z",
                     *       "isActive": true,
                     *       "parent": 64
                     *     } */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    connectAs: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                adminId: number;
                /** @example 1 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "userConnectAsToken": "9b2e41c7d8a05f3e6c1b7a94d2f08e5c6b3a1d7f9e2c4b8a",
                     *       "adminUser": {
                     *         "id": 1,
                     *         "username": "admin@demo.local",
                     *         "roles": [
                     *           "ROLE_ADMIN"
                     *         ],
                     *         "firstname": "Alice",
                     *         "lastname": "Martin",
                     *         "company": null,
                     *         "lastConnection": "2026-11-23T08:12:00.000Z",
                     *         "isActive": true,
                     *         "parent": null,
                     *         "api_token": "5e8f0c2a9d7b4e1f3a6c8b0d2e4f6a8c1b3d5e7f9a2c4e6b"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["ConnectAs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listCountries: {
        parameters: {
            query?: {
                /** @description language of the names, default the call’s locale */
                lang?: "fr" | "en" | "es";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 21,
                     *           "name": "Andorra",
                     *           "countryCode": "AD",
                     *           "isEnabledForDelivery": true
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Country"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setCountryDelivery: {
        parameters: {
            query?: {
                /** @description language of the names, default the call’s locale */
                lang?: "fr" | "en" | "es";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "isEnabledForDelivery": true
                 *     } */
                "application/json": {
                    isEnabledForDelivery: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 21,
                     *       "name": "Andorra",
                     *       "countryCode": "AD",
                     *       "isEnabledForDelivery": true
                     *     } */
                    "application/json": components["schemas"]["Country"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /** @description the id of the last event received, to resume after it */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events, one of: `ready` (Once connected (after the events a resume replays): the id of the latest event, sent as the event’s id too.); `change` (A record changed: every write the audit trail records.); `notification` (A notification for the caller ([rules.md#notifications-and-mails](../rules.md#notifications-and-mails)), with its unread count.); `notifications-read` (Some of the caller’s notifications were marked read (on this device or another).); `reload` (The events since `Last-Event-ID` cannot be given: reload what is shown.); `end` (Last, before the stream closes.)
             *
             *     On the wire:
             *
             *     ```
             *     id: 14021
             *     event: ready
             *     data: {"lastEventId":14021}
             *
             *     : keep-alive
             *
             *     id: 14022
             *     event: change
             *     data: {"entry":{"id":14022,"at":"2026-11-02T09:12:00.000Z","actor":{"id":null,"username":"","role":"ROLE_ADMIN"},"actingAs":null,"action":"status","entity":"order","entityId":1288,"orderId":1288,"changes":[{"field":"status","from":2,"to":3}]},"resellerId":7}
             *
             *     ``` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": ({
                        id?: string;
                        /** @constant */
                        event: "ready";
                        data: components["schemas"]["ReadyEvent"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "change";
                        data: components["schemas"]["ChangeEvent"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "notification";
                        data: components["schemas"]["NotificationEvent"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "notifications-read";
                        data: components["schemas"]["NotificationsReadEvent"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "reload";
                        data: components["schemas"]["ReloadEvent"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "end";
                        data: components["schemas"]["EndEvent"];
                    })[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    login: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "username": "admin@demo.local",
                 *       "password": "demo",
                 *       "options": {
                 *         "value": "bo-front"
                 *       }
                 *     } */
                "application/json": {
                    /** @description the login, an email address (at most 254 characters) */
                    username: string;
                    password: string;
                    options?: {
                        /** @description `bo-front` for the back office: quote users are refused */
                        value?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "token": "3f9c0a…",
                     *       "idleTimeoutSeconds": 1800,
                     *       "expiresAt": "2026-11-02T21:00:00.000Z"
                     *     } */
                    "application/json": {
                        token: string;
                        idleTimeoutSeconds?: number;
                        /** @description ISO 8601 date and time */
                        expiresAt?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description 1 (or true): the unread ones only */
                _unread?: "0" | "1" | "true" | "false";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 31,
                     *           "kind": "order-shipped",
                     *           "createdAt": "2026-11-02T09:12:00.000Z",
                     *           "readAt": null,
                     *           "entity": "order",
                     *           "entityId": 1288,
                     *           "orderId": 1288,
                     *           "reference": "CMD-26-001288",
                     *           "company": "Imprimerie Dupont",
                     *           "decision": null,
                     *           "actor": {
                     *             "id": null,
                     *             "username": "",
                     *             "role": "ROLE_ADMIN"
                     *           }
                     *         }
                     *       ],
                     *       "total": 12,
                     *       "totalRequest": 12,
                     *       "unread": 3
                     *     } */
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 31 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 31,
                     *       "kind": "order-shipped",
                     *       "createdAt": "2026-11-02T09:12:00.000Z",
                     *       "readAt": "2026-11-02T09:20:00.000Z",
                     *       "entity": "order",
                     *       "entityId": 1288,
                     *       "orderId": 1288,
                     *       "reference": "CMD-26-001288",
                     *       "company": "Imprimerie Dupont",
                     *       "decision": null,
                     *       "actor": {
                     *         "id": null,
                     *         "username": "",
                     *         "role": "ROLE_ADMIN"
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "marked": 3,
                     *       "unread": 0
                     *     } */
                    "application/json": {
                        marked: number;
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getPreferences: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "lists": {
                     *         "orders": {
                     *           "hidden": [
                     *             "weight"
                     *           ],
                     *           "density": "compact"
                     *         }
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPreferences: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "lists": {
                 *         "orders": {
                 *           "hidden": [
                 *             "weight"
                 *           ],
                 *           "pageSize": 50
                 *         }
                 *       }
                 *     } */
                "application/json": components["schemas"]["Preferences"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "lists": {
                     *         "orders": {
                     *           "hidden": [
                     *             "weight"
                     *           ],
                     *           "density": "compact",
                     *           "pageSize": 50
                     *         }
                     *       }
                     *     } */
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getCurrentSession: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": "c5Jx0qv1T2p7mR4kZ8wQ3g",
                     *       "startedAt": "2026-11-23T08:12:00.000Z",
                     *       "lastSeenAt": "2026-11-23T09:40:12.000Z",
                     *       "idleExpiresAt": "2026-11-23T10:10:12.000Z",
                     *       "expiresAt": "2026-11-23T20:12:00.000Z",
                     *       "idleTimeoutSeconds": 1800
                     *     } */
                    "application/json": components["schemas"]["CurrentSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listMySessions: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": "c5Jx0qv1T2p7mR4kZ8wQ3g",
                     *           "startedAt": "2026-11-23T08:12:00.000Z",
                     *           "lastSeenAt": "2026-11-23T09:40:12.000Z",
                     *           "userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
                     *           "current": true
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["SessionRow"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    endMySession: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example c5Jx0qv1T2p7mR4kZ8wQ3g */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    endMyOtherSessions: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "ended": 2
                     *     } */
                    "application/json": {
                        ended: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listViews: {
        parameters: {
            query?: {
                /** @description the views of one list */
                _list?: "orders" | "quotes" | "cancel-requests" | "non-conformities" | "users" | "resellers" | "margin-prices" | "audit" | "mandrels" | "poses" | "categories" | "categoryScenarios" | "orientations" | "papers" | "finishes" | "quantitiesPerRoll" | "shapes" | "dimensions" | "scenarios" | "tooltips" | "configEnv" | "mails";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 4,
                     *           "name": "To ship this week",
                     *           "list": "orders",
                     *           "query": "status[]=2&start=2026-11-23",
                     *           "createdAt": "2026-11-20T10:00:00.000Z",
                     *           "updatedAt": "2026-11-23T08:30:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["SavedView"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createView: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "To ship",
                 *       "list": "orders",
                 *       "query": "status[]=1&sort=date&order=asc"
                 *     } */
                "application/json": {
                    name: string;
                    /**
                     * @description a list of the back office
                     * @enum {string}
                     */
                    list: "orders" | "quotes" | "cancel-requests" | "non-conformities" | "users" | "resellers" | "margin-prices" | "audit" | "mandrels" | "poses" | "categories" | "categoryScenarios" | "orientations" | "papers" | "finishes" | "quantitiesPerRoll" | "shapes" | "dimensions" | "scenarios" | "tooltips" | "configEnv" | "mails";
                    /** @description a URL query string (`page` and `view` are dropped) */
                    query: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 4,
                     *       "name": "To ship this week",
                     *       "list": "orders",
                     *       "query": "status[]=2&start=2026-11-23",
                     *       "createdAt": "2026-11-20T10:00:00.000Z",
                     *       "updatedAt": "2026-11-23T08:30:00.000Z"
                     *     } */
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    updateView: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "To ship this week",
                 *       "query": "status[]=1&start=2026-11-23"
                 *     } */
                "application/json": {
                    name: string;
                    /** @description a URL query string (`page` and `view` are dropped) */
                    query: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 4,
                     *       "name": "To ship this week",
                     *       "list": "orders",
                     *       "query": "status[]=2&start=2026-11-23",
                     *       "createdAt": "2026-11-20T10:00:00.000Z",
                     *       "updatedAt": "2026-11-23T08:30:00.000Z"
                     *     } */
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteView: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    askCancellation: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "order": 1042,
                 *       "reference": "CMD-26-001042",
                 *       "comment": "Wrong size"
                 *     } */
                "application/json": {
                    /** @description the order: the id, or an object with that `id` (as answers show it) */
                    order?: number | {
                        id: number;
                    };
                    orderId?: number;
                    /** @default  */
                    reference?: string;
                    /**
                     * @description the reseller’s comment, answered as the request’s `reason` (the original call list’s names)
                     * @default
                     */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 2,
                     *       "createdAt": "2026-11-02T02:35:38.603Z",
                     *       "status": "pending",
                     *       "reason": "Erreur de quantité",
                     *       "reference": "CMD-26-001490",
                     *       "resellerId": 18,
                     *       "user": {
                     *         "company": "Label Factory"
                     *       },
                     *       "order": {
                     *         "id": 1490,
                     *         "internalReference": "CMD-26-001490",
                     *         "status": {
                     *           "id": 4,
                     *           "name": "Cancellation requested",
                     *           "ext_id": 4
                     *         },
                     *         "createdAt": "2026-11-01T05:35:38.603Z",
                     *         "quote": {
                     *           "scenario": {
                     *             "name": "vin Vélin blanc"
                     *           }
                     *         }
                     *       }
                     *     } */
                    "application/json": components["schemas"]["CancelRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    uploadDeliveryNote: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A multipart/form-data form of at most 20.1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "file": "%PDF-1.7\n…"
                 *     } */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description a file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 1288,
                     *       "internalReference": "CMD-26-001288",
                     *       "user": {
                     *         "id": 7,
                     *         "company": "Imprimerie Dupont",
                     *         "username": "reseller@demo.local",
                     *         "roles": [
                     *           "ROLE_RESELLER"
                     *         ]
                     *       },
                     *       "resellerId": 7,
                     *       "scenario": {
                     *         "id": 6,
                     *         "name": "alimentaires Polypropylène transparent",
                     *         "categoriesScenarios": [
                     *           {
                     *             "delay": 3,
                     *             "category": {
                     *               "id": 2,
                     *               "name": "Étiquettes alimentaires",
                     *               "pose": {
                     *                 "shortCode": "AUTO"
                     *               }
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "total": 382.5,
                     *       "resalePrice": 516.38,
                     *       "quote": {
                     *         "id": 1288,
                     *         "reference": "DEV-001288",
                     *         "price": 425,
                     *         "weight": 8.06,
                     *         "width": 9,
                     *         "height": 23,
                     *         "diameter": 25,
                     *         "application": "AUTO",
                     *         "coreSize": 76,
                     *         "quantityPerRoll": 500,
                     *         "quantityPerSeries": 5000,
                     *         "shape": {
                     *           "name": "Carré"
                     *         },
                     *         "series": [
                     *           {
                     *             "id": 12880,
                     *             "name": "Hiver 1",
                     *             "quantity": 5000,
                     *             "file": "/admin/orders/1288/files/series/12880",
                     *             "fileName": "serie-1288-1.pdf"
                     *           },
                     *           {
                     *             "id": 12881,
                     *             "name": "Classique 2",
                     *             "quantity": 5000,
                     *             "file": "/admin/orders/1288/files/series/12881",
                     *             "fileName": "serie-1288-2.pdf"
                     *           }
                     *         ]
                     *       },
                     *       "tracking": [],
                     *       "status": {
                     *         "id": 0,
                     *         "name": "Pending",
                     *         "ext_id": 0
                     *       },
                     *       "createdAt": "2026-10-31T15:56:46.210Z",
                     *       "estimatedAt": "2026-11-11T15:56:46.210Z",
                     *       "cancellationPending": false,
                     *       "weight": 8.06,
                     *       "frontUser": null,
                     *       "customer": {
                     *         "name": "Mercier",
                     *         "firstname": "Marc",
                     *         "mail": "contact1288@client.example",
                     *         "phone": null
                     *       },
                     *       "address": {
                     *         "address": "24 place du Marché",
                     *         "address2": null,
                     *         "address3": null,
                     *         "postalCode": "74000",
                     *         "city": "Annecy",
                     *         "country": "FR"
                     *       },
                     *       "shippingLabelle": null,
                     *       "pdfManufacturingUrl": null,
                     *       "deliveryNoteUrl": null,
                     *       "deliveryNoteName": null
                     *     } */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    uploadQuoteSeriesFile: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A multipart/form-data form of at most 20.1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "file": "%PDF-1.7\n…",
                 *       "id": "31280",
                 *       "name": "Bio 1"
                 *     } */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description a file
                     */
                    file: string;
                    id?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3128,
                     *       "status": "waiting_for_files",
                     *       "reference": "DEV-003128",
                     *       "internalReference": "Q-26-003128",
                     *       "resellerId": 18,
                     *       "user": {
                     *         "company": "Label Factory"
                     *       },
                     *       "scenario": {
                     *         "id": 5,
                     *         "name": "alimentaires Polypropylène blanc"
                     *       },
                     *       "price": 111.33,
                     *       "resalePrice": 128.26,
                     *       "quantityPerSeries": 5000,
                     *       "seriesCount": 1,
                     *       "frontUser": {
                     *         "id": 19,
                     *         "firstname": "Lucía",
                     *         "lastname": "Simon",
                     *         "username": "lucia.simon.19@label-factory.example"
                     *       },
                     *       "createdAt": "2026-11-01T05:45:22.938Z",
                     *       "orderId": null,
                     *       "weight": 0.83,
                     *       "width": 3,
                     *       "height": 14,
                     *       "diameter": 30,
                     *       "application": "AUTO",
                     *       "coreSize": 76,
                     *       "quantityPerRoll": 2000,
                     *       "shape": {
                     *         "name": "Carré"
                     *       },
                     *       "series": [
                     *         {
                     *           "id": 31280,
                     *           "name": "Bio 1",
                     *           "quantity": 5000,
                     *           "file": null
                     *         }
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    validateQuote: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3128,
                     *       "status": "waiting_for_files",
                     *       "reference": "DEV-003128",
                     *       "internalReference": "Q-26-003128",
                     *       "resellerId": 18,
                     *       "user": {
                     *         "company": "Label Factory"
                     *       },
                     *       "scenario": {
                     *         "id": 5,
                     *         "name": "alimentaires Polypropylène blanc"
                     *       },
                     *       "price": 111.33,
                     *       "resalePrice": 128.26,
                     *       "quantityPerSeries": 5000,
                     *       "seriesCount": 1,
                     *       "frontUser": {
                     *         "id": 19,
                     *         "firstname": "Lucía",
                     *         "lastname": "Simon",
                     *         "username": "lucia.simon.19@label-factory.example"
                     *       },
                     *       "createdAt": "2026-11-01T05:45:22.938Z",
                     *       "orderId": null,
                     *       "weight": 0.83,
                     *       "width": 3,
                     *       "height": 14,
                     *       "diameter": 30,
                     *       "application": "AUTO",
                     *       "coreSize": 76,
                     *       "quantityPerRoll": 2000,
                     *       "shape": {
                     *         "name": "Carré"
                     *       },
                     *       "series": [
                     *         {
                     *           "id": 31280,
                     *           "name": "Bio 1",
                     *           "quantity": 5000,
                     *           "file": null
                     *         }
                     *       ]
                     *     } */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listMarginPrices: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default scenarioUid (asc) */
                _index?: "scenarioUid" | "quantity" | "marge" | "createdAt";
                /** @description staff: one reseller’s grid (a reseller always gets its own) */
                _resellerId?: number;
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 1,
                     *           "scenario": {
                     *             "uid": "SC-001-VELIN"
                     *           },
                     *           "quantity": 500,
                     *           "marge": 12.5,
                     *           "createdAt": "2026-09-03T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["MarginPrice"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    uploadMarginPrices: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A multipart/form-data form of at most 20.1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "file": "scenario_uid;quantity;marge\nSC-001-VELIN;500;12,5\nSC-001-VELIN;1000;10\n"
                 *     } */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description a file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "imported": 12
                     *     } */
                    "application/json": {
                        /** @description the lines of the new grid */
                        imported: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listMarginScenarios: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "uid": "SC-001-VELIN",
                     *           "name": "vin Vélin blanc"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["MarginScenario"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sendResetLink: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "sent": true
                     *     } */
                    "application/json": {
                        sent: boolean;
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 4e1b7c9a0d2f6e8b3a5c7d9e1f0a2b4c */
                token: string;
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "password": "a-long-passphrase"
                 *     } */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "success": true
                     *     } */
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    checkUserMail: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "email": "reseller@demo.local"
                 *     } */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "isExist": true,
                     *       "user": {
                     *         "id": 1
                     *       }
                     *     } */
                    "application/json": {
                        /** @description an active back-office account has this email */
                        isExist: boolean;
                        /** @default null */
                        user: {
                            id: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listShapes: {
        parameters: {
            query?: {
                /** @description rows per page, default 25 */
                _limit?: number;
                /** @description page number, default 1 */
                _page?: number;
                /** @description sort direction */
                _order?: "asc" | "desc";
                /** @description free text searched in the rows */
                _search?: string;
                /** @description sort field, default id (desc) */
                _index?: "id" | "name";
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "list": [
                     *         {
                     *           "id": 3,
                     *           "name": "Ovale"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "totalRequest": 1
                     *     } */
                    "application/json": {
                        list: components["schemas"]["Shape"][];
                        total: number;
                        totalRequest?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createShape: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "Ovale"
                 *     } */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Done: the record as it now is */
            201: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "name": "Ovale"
                     *     } */
                    "application/json": components["schemas"]["Shape"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getShape: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "name": "Ovale"
                     *     } */
                    "application/json": components["schemas"]["Shape"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateShape: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: {
                /**
                 * @description The `ETag` of the record as the caller read it (or `*`: any existing record). When the record changed since, the write is refused with 412 and changes nothing. Without it, the write is made as before.
                 * @example "5d41402abc4b2a76b9719d911017c592"
                 */
                "If-Match"?: string;
            };
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON of at most 1 MB: a larger body is refused with 413, a malformed one or one of another type with 400. */
        requestBody: {
            content: {
                /** @example {
                 *       "name": "Ovale"
                 *     } */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /**
                     * @description The version of the record as this caller sees it (a strong, quoted entity tag): send it back as `If-Match` to change the record only if nobody changed it since.
                     * @example "5d41402abc4b2a76b9719d911017c592"
                     */
                    ETag: string;
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example {
                     *       "id": 3,
                     *       "name": "Ovale"
                     *     } */
                    "application/json": components["schemas"]["Shape"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteShape: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "es";
            };
            header?: never;
            path: {
                /** @example 1 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done, nothing to answer */
            204: {
                headers: {
                    /**
                     * @description The id of the latest event when the server read this answer's data. A client that opens its event stream with it as `Last-Event-ID` gets every change made since, so nothing happens unseen between a page's first reads and its live updates. Optional: a client may ignore it, and a server may leave it out.
                     * @example 1024
                     */
                    "X-Last-Event-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
}
